import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { verify as sr25519Verify } from '@scure/sr25519'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEV_WALLET_ICON } from '../devWalletIcon.ts'
import { createMemoryStorage, type StorageLike } from '../walletStorage.ts'
import { injectPolkadotDevWallet, POLKADOT_DEV_WALLET_KEY } from './injectPolkadotDevWallet.ts'
import type { PolkadotDevWallet } from './polkadotDevWallet.ts'
import type { InjectedWindowProvider } from './polkadotDevWalletTypes.ts'
import { wrapBytes } from './wrapBytes.ts'

type ExtensionDapp = typeof import('@polkadot/extension-dapp')

// extension-dapp reads `window` when it loads and waits for document.readyState 'complete': a plain object is
// page enough, set before the dynamic import below.
const page: { injectedWeb3?: Record<string, unknown>; [key: string]: unknown } = {}
vi.stubGlobal('window', page)
vi.stubGlobal('document', { readyState: 'complete' })

let dapp: ExtensionDapp
let storage: StorageLike
let wallet: PolkadotDevWallet

const [sr25519Account, , , , , ed25519Account, ecdsaAccount] = POLKADOT_DEVNET_ACCOUNTS
if (!sr25519Account || !ed25519Account || !ecdsaAccount) throw new Error('devnet accounts missing')

const provider = () => page.injectedWeb3?.[POLKADOT_DEV_WALLET_KEY] as InjectedWindowProvider
const toHex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

async function signWith(address: string, data: string) {
  await dapp.web3Enable('Foyer test')
  const injector = await dapp.web3FromAddress(address)
  const signRaw = injector.signer.signRaw
  if (!signRaw) throw new Error('no signRaw')
  return signRaw({ address, data, type: 'bytes' })
}

beforeAll(async () => {
  await cryptoWaitReady()
  dapp = await import('@polkadot/extension-dapp')
})

beforeEach(() => {
  const otherExtension = { accounts: { get: async () => [] }, signer: {} }
  page.injectedWeb3 = { 'other-extension': { version: '0.1.0', enable: async () => otherExtension } }
  storage = createMemoryStorage()
  wallet = injectPolkadotDevWallet({ storage }).wallet
})

describe('injecting the Polkadot Dev Wallet', () => {
  it("injects window.injectedWeb3['foyer-dev-wallet'] named Dev Wallet with the EVM Dev Wallet's icon", () => {
    expect(provider()).toMatchObject({ name: 'Dev Wallet', icon: DEV_WALLET_ICON, version: '1.0.0' })
    expect(Object.keys(page.injectedWeb3 ?? {})).toEqual(['other-extension', 'foyer-dev-wallet'])
  })

  it('puts its control API on window.__foyerPolkadotDevWallet', () => {
    expect(page.__foyerPolkadotDevWallet).toBe(wallet)
  })
})

describe('the Polkadot Dev Wallet through @polkadot/extension-dapp', () => {
  it('is found by web3Enable and lists its seven accounts with their key types through web3Accounts', async () => {
    const extensions = await dapp.web3Enable('Foyer test')
    expect(extensions.map((extension) => extension.name)).toContain('foyer-dev-wallet')
    const accounts = await dapp.web3Accounts({ extensions: ['foyer-dev-wallet'] })
    expect(accounts.map((account) => [account.address, account.type, account.meta.name])).toEqual(
      POLKADOT_DEVNET_ACCOUNTS.map((account) => [account.address, account.type, account.name]),
    )
  })

  it('signs <Bytes>-wrapped text with sr25519 so signatureVerify accepts it for the address', async () => {
    const message = 'Sign in to Foyer'
    const { signature } = await signWith(sr25519Account.address, toHex(message))
    expect(hexToBytes(signature.slice(2)).length).toBe(64)
    expect(signatureVerify(message, signature, sr25519Account.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
  })

  it('signs exactly <Bytes> ++ data ++ </Bytes>, as @scure/sr25519 verifies against the public key', async () => {
    const { signature } = await signWith(sr25519Account.address, toHex('hello'))
    const wrapped = utf8ToBytes('<Bytes>hello</Bytes>')
    expect(wrapBytes(utf8ToBytes('hello'))).toEqual(wrapped)
    const publicKey = hexToBytes(sr25519Account.publicKey.slice(2))
    expect(sr25519Verify(wrapped, hexToBytes(signature.slice(2)), publicKey)).toBe(true)
  })

  it('does not wrap data that is already wrapped', async () => {
    const { signature } = await signWith(sr25519Account.address, toHex('<Bytes>hello</Bytes>'))
    const publicKey = hexToBytes(sr25519Account.publicKey.slice(2))
    expect(sr25519Verify(utf8ToBytes('<Bytes>hello</Bytes>'), hexToBytes(signature.slice(2)), publicKey)).toBe(true)
  })

  it('signs with the ed25519 account so signatureVerify accepts a 64-byte ed25519 signature', async () => {
    const { signature } = await signWith(ed25519Account.address, toHex('ed message'))
    expect(hexToBytes(signature.slice(2)).length).toBe(64)
    expect(signatureVerify('ed message', signature, ed25519Account.address)).toMatchObject({
      isValid: true,
      crypto: 'ed25519',
    })
  })

  it('signs with the ecdsa account so signatureVerify recovers its account from a 65-byte signature', async () => {
    const { signature } = await signWith(ecdsaAccount.address, toHex('ecdsa message'))
    expect(hexToBytes(signature.slice(2)).length).toBe(65)
    expect(signatureVerify('ecdsa message', signature, ecdsaAccount.address)).toMatchObject({
      isValid: true,
      crypto: 'ecdsa',
    })
  })

  it('signs for an address written with another SS58 prefix (Polkadot 0)', async () => {
    const address = encodeAddress(sr25519Account.publicKey, 0)
    const { signature } = await signWith(address, toHex('prefix 0'))
    expect(signatureVerify('prefix 0', signature, address).isValid).toBe(true)
  })
})

describe('the Polkadot Dev Wallet asking its user', () => {
  it('rejects enable with "Rejected" in reject mode and remembers no approval', async () => {
    wallet.setMode('reject')
    await expect(provider().enable('Foyer test')).rejects.toThrow('Rejected')
    expect(wallet.getState().approved).toBe(false)
  })

  it('cancels a signature with "Cancelled" in reject mode', async () => {
    const injected = await provider().enable('Foyer test')
    wallet.setMode('reject')
    await expect(
      injected.signer.signRaw({ address: sr25519Account.address, data: '0x00', type: 'bytes' }),
    ).rejects.toThrow('Cancelled')
  })

  it('holds a signature until the test approves it', async () => {
    const injected = await provider().enable('Foyer test')
    wallet.setMode('hold')
    const signing = injected.signer.signRaw({ address: sr25519Account.address, data: '0x01', type: 'bytes' })
    await expect.poll(() => wallet.getState().heldPrompts).toBe(1)
    expect(wallet.answerHeldPrompts('approve')).toBe(1)
    expect((await signing).signature).toMatch(/^0x[0-9a-f]{128}$/)
  })

  it('lets a site approved before in without asking again, as after a reload', async () => {
    await provider().enable('Foyer test')
    const reloaded = injectPolkadotDevWallet({ storage, mode: 'reject' }).wallet
    const injected = await provider().enable('Foyer test')
    expect(reloaded.getState().approved).toBe(true)
    expect((await injected.accounts.get()).length).toBe(POLKADOT_DEVNET_ACCOUNTS.length)
  })

  it('tells subscribers the accounts it shows and an empty list once the user removes the site', async () => {
    const injected = await provider().enable('Foyer test')
    const seen: string[][] = []
    injected.accounts.subscribe((accounts) => void seen.push(accounts.map((account) => account.address)))
    await expect.poll(() => seen.length).toBe(1)
    wallet.showAccounts([5])
    wallet.disconnectExternally()
    await expect
      .poll(() => seen)
      .toEqual([POLKADOT_DEVNET_ACCOUNTS.map((account) => account.address), [ed25519Account.address], []])
  })

  it('refuses to sign once the user removed the site', async () => {
    const injected = await provider().enable('Foyer test')
    wallet.disconnectExternally()
    await expect(
      injected.signer.signRaw({ address: sr25519Account.address, data: '0x00', type: 'bytes' }),
    ).rejects.toThrow('The source Foyer test is not allowed to interact with this extension')
  })

  it('refuses to sign for an address it does not hold', async () => {
    const injected = await provider().enable('Foyer test')
    const stranger = encodeAddress(new Uint8Array(32).fill(9), 42)
    await expect(injected.signer.signRaw({ address: stranger, data: '0x00', type: 'bytes' })).rejects.toThrow(
      `Unable to find an account for ${stranger}`,
    )
  })

  it('records each request with its outcome', async () => {
    const injected = await provider().enable('Foyer test')
    await injected.signer.signRaw({ address: sr25519Account.address, data: '0x02', type: 'bytes' })
    expect(wallet.getRequests().map((entry) => [entry.method, entry.outcome])).toEqual([
      ['enable', 'ok'],
      ['signer.signRaw', 'ok'],
    ])
    expect(wallet.getRequests()[1]?.params).toEqual({ address: sr25519Account.address, data: '0x02', type: 'bytes' })
  })
})
