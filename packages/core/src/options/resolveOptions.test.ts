import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedWallet } from '../embedded/createEmbeddedWallet.ts'
import type { Network } from '../types/network.ts'
import { resolveOptions } from './resolveOptions.ts'

const mainnet: Network = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}

describe('resolveOptions', () => {
  it('turns on receive, send, analytics and all-wallets and leaves the legal checkbox off by default', () => {
    const { features } = resolveOptions({ networks: [mainnet], adapters: [] })
    expect(features).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
    })
  })

  it('offers SPEC §9’s socials (google, x, farcaster, discord, apple, github, facebook) once an embedded wallet is configured', () => {
    const embeddedWallet = createEmbeddedWallet({ secureSiteUrl: 'http://127.0.0.1:4180' })
    expect(resolveOptions({ networks: [mainnet], adapters: [], embeddedWallet }).features.socials).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    expect(resolveOptions({ networks: [mainnet], adapters: [] }).features.socials).toBe(false)
    const off = resolveOptions({ networks: [mainnet], adapters: [], embeddedWallet, features: { socials: false } })
    expect(off.features.socials).toBe(false)
  })

  it('turns email and socials off when pay is enabled', () => {
    const { features } = resolveOptions({
      networks: [mainnet],
      adapters: [],
      features: { pay: true, email: true, socials: ['google'] },
    })
    expect(features.email).toBe(false)
    expect(features.socials).toBe(false)
  })

  it('defaults to the first network, system theme, a 1000 ms injected wait and network switching on', () => {
    const options = resolveOptions({ networks: [mainnet], adapters: [] })
    expect(options.defaultNetwork).toBe(mainnet)
    expect(options.themeMode).toBe('system')
    expect(options.injectedWaitMs).toBe(1000)
    expect(options.enableNetworkSwitch).toBe(true)
    expect(options.allowUnsupportedChain).toBe(false)
  })

  it('hides swaps and buying crypto for a visitor in Hong Kong, and keeps them elsewhere', () => {
    const options = { networks: [mainnet] as const, adapters: [], features: { swaps: true, onramp: true } }
    const hongKong = resolveOptions(options, () => 'Asia/Hong_Kong')
    expect(hongKong.features).toMatchObject({ swaps: false, onramp: false, send: true })
    expect(hongKong.restrictedFeatures()).toEqual(['swaps', 'onramp'])
    expect(resolveOptions(options, () => 'Europe/Berlin').features).toMatchObject({ swaps: true, onramp: true })
  })

  it('does not look up the time zone when no feature it could hide is on', () => {
    const timeZone = vi.fn(() => 'Asia/Shanghai')
    expect(resolveOptions({ networks: [mainnet], adapters: [] }, timeZone).features.send).toBe(true)
    expect(timeZone).not.toHaveBeenCalled()
  })

  it('shows every feature everywhere when the dapp turns restricted regions off', () => {
    const options = {
      networks: [mainnet] as const,
      adapters: [],
      features: { swaps: true },
      restrictedRegions: false as const,
    }
    expect(resolveOptions(options, () => 'Asia/Shanghai').features.swaps).toBe(true)
  })
})
