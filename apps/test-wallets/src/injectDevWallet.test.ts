// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { InjectedDevWallet } from './injectDevWallet.ts'
import { injectDevWallet } from './injectDevWallet.ts'
import { createMemoryStorage } from './walletStorage.ts'

type Announced = { info: { uuid: string; name: string; icon: string; rdns: string }; provider: unknown }

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
let injected: InjectedDevWallet | undefined

const inject = (options: { windowEthereum?: boolean; windowKey?: string; announce?: boolean } = {}) => {
  injected = injectDevWallet({
    privateKeys: [KEY],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
    storage: createMemoryStorage(),
    ...options,
  })
  return injected
}
const collectAnnouncements = () => {
  const seen: Announced[] = []
  window.addEventListener('eip6963:announceProvider', (event) => seen.push((event as CustomEvent<Announced>).detail))
  return seen
}

afterEach(() => {
  injected?.uninstall()
  injected = undefined
})

describe('injectDevWallet', () => {
  it('announces "Dev Wallet" with rdns dev.foyer.wallet and an SVG data icon through EIP-6963', () => {
    const seen = collectAnnouncements()
    const { provider } = inject()
    expect(seen).toHaveLength(1)
    expect(seen[0]!.info).toMatchObject({ name: 'Dev Wallet', rdns: 'dev.foyer.wallet' })
    expect(seen[0]!.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(seen[0]!.info.uuid).toMatch(/.{8,}/)
    expect(seen[0]!.provider).toBe(provider)
  })

  it('announces again whenever a dapp dispatches eip6963:requestProvider', () => {
    inject()
    const seen = collectAnnouncements()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(1)
  })

  it('installs the control API on window.__foyerDevWallet and window.ethereum only when asked', () => {
    const { wallet, provider } = inject({ windowEthereum: true })
    expect(window.__foyerDevWallet).toBe(wallet)
    expect((window as unknown as { ethereum?: unknown }).ethereum).toBe(provider)
    injected?.uninstall()
    expect(window.__foyerDevWallet).toBeUndefined()
    expect((window as unknown as { ethereum?: unknown }).ethereum).toBeUndefined()
    inject()
    expect((window as unknown as { ethereum?: unknown }).ethereum).toBeUndefined()
  })

  it('stops answering eip6963:requestProvider after uninstall', () => {
    inject().uninstall()
    const seen = collectAnnouncements()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(0)
  })

  it('plays an extension that only injects itself: under its own window property, answering no EIP-6963 request', () => {
    const seen = collectAnnouncements()
    const { provider } = inject({ windowKey: 'okxwallet', announce: false })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(0)
    expect((window as unknown as { okxwallet?: unknown }).okxwallet).toBe(provider)
    injected?.uninstall()
    expect((window as unknown as { okxwallet?: unknown }).okxwallet).toBeUndefined()
  })
})
