import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { base64 } from '@scure/base'
import type { Wallet } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { Verifier } from 'bip322-js'
import { describe, expect, it, vi } from 'vitest'
import { DEV_WALLET_ICON } from '../devWalletIcon.ts'
import { createMemoryStorage } from '../walletStorage.ts'
import { type BitcoinDevWallet, createBitcoinDevWallet } from './bitcoinDevWallet.ts'
import type {
  BitcoinConnectInput,
  BitcoinConnectOutput,
  BitcoinDevWalletOptions,
  BitcoinSignMessageInput,
  BitcoinSignMessageOutput,
  BitcoinSignTransactionInput,
  BitcoinSignTransactionOutput,
  BitcoinWalletAccount,
} from './bitcoinDevWalletTypes.ts'
import { bitcoinKeyOf } from './bitcoinKey.ts'
import { BITCOIN_REGTEST_CHAIN, REGTEST } from './bitcoinNetwork.ts'
import { injectBitcoinDevWallet } from './injectBitcoinDevWallet.ts'
import { twoInputPsbt, verifyWithBitcoinjs } from './psbtFixtures.testing.ts'

// A window that is only an event target is all the Wallet Standard's registration protocol uses.
vi.stubGlobal('window', new EventTarget())

const keys = BITCOIN_DEVNET_ACCOUNTS.map(({ privateKey }) => bitcoinKeyOf(privateKey, REGTEST))
const wallet = (options: Partial<BitcoinDevWalletOptions> = {}) =>
  createBitcoinDevWallet({ storage: createMemoryStorage(), ...options })

interface Features extends StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature {
  'bitcoin:connect': { version: '1.0.0'; connect(input: BitcoinConnectInput): Promise<BitcoinConnectOutput> }
  'bitcoin:signMessage': {
    version: '1.0.0'
    signMessage(...inputs: BitcoinSignMessageInput[]): Promise<BitcoinSignMessageOutput[]>
  }
  'bitcoin:signTransaction': {
    version: '1.0.0'
    signTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<BitcoinSignTransactionOutput[]>
  }
}
const features = (dev: BitcoinDevWallet) => dev.features as unknown as Features

async function connected(options: Partial<BitcoinDevWalletOptions> = {}) {
  const dev = wallet(options)
  const { accounts } = await features(dev)['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
  return { dev, payment: accounts[0]!, ordinals: accounts[1]! }
}

const utf8 = (text: string) => new TextEncoder().encode(text)
const addresses = (accounts: readonly { address: string }[] | undefined) => accounts?.map((a) => a.address)

describe('Wallet Standard registration', () => {
  it('is found by an app that loads after it registered (app-ready)', async () => {
    const { wallet: registered } = injectBitcoinDevWallet({ storage: createMemoryStorage() })
    vi.resetModules()
    const { getWallets } = await import('@wallet-standard/app')
    expect(getWallets().get()).toContain(registered)
  })

  it('is found by an app that was already listening (register-wallet) and keeps wallets with bitcoin:connect', async () => {
    vi.resetModules()
    const { getWallets } = await import('@wallet-standard/app')
    const registeredNow: Wallet[] = []
    getWallets().on('register', (...wallets) => registeredNow.push(...wallets))
    const { wallet: registered } = injectBitcoinDevWallet({ storage: createMemoryStorage() })
    expect(registeredNow.filter((found) => 'bitcoin:connect' in found.features)).toEqual([registered])
  })

  it('puts its control API on window.__foyerBitcoinDevWallet', () => {
    const { wallet: registered } = injectBitcoinDevWallet({ storage: createMemoryStorage() })
    expect((window as Window).__foyerBitcoinDevWallet).toBe(registered)
  })
})

describe('BitcoinDevWallet', () => {
  it('announces itself as Dev Wallet with the EVM Dev Wallet’s icon, on regtest', () => {
    const dev = wallet()
    expect(dev.name).toBe('Dev Wallet')
    expect(atob(dev.icon.split(',')[1]!)).toBe(decodeURIComponent(DEV_WALLET_ICON.split(',')[1]!))
    expect(dev.chains).toEqual(['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'])
    expect(Object.keys(dev.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
  })

  it('connects with a bcrt1q payment and a bcrt1p ordinals account of the selected key, and says so in a change event', async () => {
    const dev = wallet()
    const changes: unknown[] = []
    features(dev)['standard:events'].on('change', ({ accounts }) => changes.push(addresses(accounts)))
    const { accounts } = await features(dev)['standard:connect'].connect()
    const granted = accounts as readonly BitcoinWalletAccount[]
    expect(granted.map(({ address, purpose }) => ({ address, purpose }))).toEqual([
      { address: keys[0]!.paymentAddress, purpose: 'payment' },
      { address: keys[0]!.ordinalsAddress, purpose: 'ordinals' },
    ])
    expect(granted.map((account) => account.address.slice(0, 6))).toEqual(['bcrt1q', 'bcrt1p'])
    expect(granted.every((account) => account.chains.includes(BITCOIN_REGTEST_CHAIN))).toBe(true)
    expect(changes).toEqual([[keys[0]!.paymentAddress, keys[0]!.ordinalsAddress]])
  })

  it('gives the payment account the compressed key and the ordinals account the x-only internal key', async () => {
    const { payment, ordinals } = await connected()
    expect([payment.publicKey, ordinals.publicKey]).toEqual([keys[0]!.publicKey, keys[0]!.xOnlyPublicKey])
  })

  it('grants bitcoin:connect only the purposes asked for', async () => {
    const dev = wallet()
    const { accounts } = await features(dev)['bitcoin:connect'].connect({ purposes: ['ordinals'] })
    expect(accounts.map((account) => account.purpose)).toEqual(['ordinals'])
    expect(dev.accounts.map((account) => account.purpose)).toEqual(['ordinals'])
  })

  it('asks again when a connected site wants another purpose, and then lists payment first', async () => {
    const dev = wallet()
    await features(dev)['bitcoin:connect'].connect({ purposes: ['ordinals'] })
    dev.setMode('hold')
    const adding = features(dev)['bitcoin:connect'].connect({ purposes: ['payment'] })
    await vi.waitFor(() => expect(dev.getState().heldPrompts).toBe(1))
    dev.answerHeldPrompts('approve')
    expect((await adding).accounts.map((account) => account.purpose)).toEqual(['payment'])
    expect(dev.accounts.map((account) => account.purpose)).toEqual(['payment', 'ordinals'])
  })

  it('refuses purposes it does not know with -32602', async () => {
    await expect(
      features(wallet())['bitcoin:connect'].connect({ purposes: ['stacks'] as never }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('throws 4001 "User rejected the request." when the user says no, and stays disconnected', async () => {
    const dev = wallet({ mode: 'reject' })
    await expect(features(dev)['bitcoin:connect'].connect({ purposes: ['payment'] })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(dev.accounts).toEqual([])
  })

  it('holds a prompt until the test answers it', async () => {
    const dev = wallet({ mode: 'hold' })
    const connecting = features(dev)['standard:connect'].connect()
    await vi.waitFor(() => expect(dev.getState().heldPrompts).toBe(1))
    expect(dev.answerHeldPrompts('approve')).toBe(1)
    expect((await connecting).accounts).toHaveLength(2)
  })

  it('rejects a held prompt with 4001 when the test says no', async () => {
    const dev = wallet({ mode: 'hold' })
    const connecting = features(dev)['standard:connect'].connect()
    await vi.waitFor(() => expect(dev.getState().heldPrompts).toBe(1))
    dev.answerHeldPrompts('reject')
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
  })

  it('answers a silent connect with no accounts and no prompt before approval', async () => {
    const dev = wallet({ mode: 'reject' })
    expect((await features(dev)['standard:connect'].connect({ silent: true })).accounts).toEqual([])
  })

  it('reconnects silently after a reload with the purposes and key it had', async () => {
    const storage = createMemoryStorage()
    const before = wallet({ storage })
    await features(before)['bitcoin:connect'].connect({ purposes: ['payment'] })
    before.changeAccount(2)
    const reloaded = wallet({ storage, mode: 'reject' })
    const { accounts } = await features(reloaded)['standard:connect'].connect({ silent: true })
    expect(addresses(accounts)).toEqual([keys[2]!.paymentAddress])
  })

  it('switches the selected key and tells the app its addresses', async () => {
    const { dev } = await connected()
    const changes: unknown[] = []
    features(dev)['standard:events'].on('change', ({ accounts }) => changes.push(addresses(accounts)))
    dev.changeAccount(3)
    expect(changes).toEqual([[keys[3]!.paymentAddress, keys[3]!.ordinalsAddress]])
  })

  it('disconnects and tells the app it has no accounts', async () => {
    const { dev } = await connected()
    const changes: unknown[] = []
    features(dev)['standard:events'].on('change', ({ accounts }) => changes.push(addresses(accounts)))
    await features(dev)['standard:disconnect'].disconnect()
    expect(changes).toEqual([[]])
  })

  it('signs a message with BIP-322 by default, which bip322-js verifies for the payment address', async () => {
    const { dev, payment } = await connected()
    const [output] = await features(dev)['bitcoin:signMessage'].signMessage({
      account: payment,
      message: utf8('Sign in to Foyer'),
    })
    expect(Verifier.verifySignature(payment.address, 'Sign in to Foyer', base64.encode(output!.signature))).toBe(true)
  })

  it('signs a BIP-322 message bip322-js verifies for the ordinals (taproot) address', async () => {
    const { dev, ordinals } = await connected()
    const [output] = await features(dev)['bitcoin:signMessage'].signMessage({
      account: ordinals,
      message: utf8('Sign in to Foyer'),
    })
    expect(Verifier.verifySignature(ordinals.address, 'Sign in to Foyer', base64.encode(output!.signature))).toBe(true)
  })

  it('signs the legacy "Bitcoin Signed Message" format when asked for ecdsa', async () => {
    const { dev, payment } = await connected()
    const [output] = await features(dev)['bitcoin:signMessage'].signMessage({
      account: payment,
      message: utf8('Sign in to Foyer'),
      protocol: 'ecdsa',
    })
    expect(output!.signature).toHaveLength(65)
    expect(Verifier.verifySignature(payment.address, 'Sign in to Foyer', base64.encode(output!.signature))).toBe(true)
  })

  it('refuses to sign for a site it never approved with 4100', async () => {
    const { payment } = await connected()
    await expect(
      features(wallet())['bitcoin:signMessage'].signMessage({ account: payment, message: utf8('x') }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('refuses to sign with 4001 when the user says no', async () => {
    const { dev, payment } = await connected()
    dev.setMode('reject')
    await expect(
      features(dev)['bitcoin:signMessage'].signMessage({ account: payment, message: utf8('x') }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('signs the P2WPKH and P2TR inputs of a PSBT so bitcoinjs-lib validates and finalizes them', async () => {
    const { dev, payment, ordinals } = await connected()
    const [output] = await features(dev)['bitcoin:signTransaction'].signTransaction({
      psbt: twoInputPsbt(keys[0]!, keys[9]!.paymentAddress),
      inputsToSign: [
        { account: payment, signingIndexes: [0] },
        { account: ordinals, signingIndexes: [1] },
      ],
      chain: BITCOIN_REGTEST_CHAIN,
    })
    const { valid, txHex } = verifyWithBitcoinjs(output!.signedPsbt)
    expect(valid).toBe(true)
    expect(txHex).toMatch(/^02000000/)
  })

  it('fills in its taproot internal key when the dapp left it out', async () => {
    const { dev, ordinals, payment } = await connected()
    const [output] = await features(dev)['bitcoin:signTransaction'].signTransaction({
      psbt: twoInputPsbt(keys[0]!, keys[9]!.paymentAddress, { withInternalKey: false }),
      inputsToSign: [
        { account: payment, signingIndexes: [0] },
        { account: ordinals, signingIndexes: [1] },
      ],
    })
    expect(verifyWithBitcoinjs(output!.signedPsbt).valid).toBe(true)
  })

  it('refuses to sign an input that does not spend the named account with -32602', async () => {
    const { dev, payment } = await connected()
    await expect(
      features(dev)['bitcoin:signTransaction'].signTransaction({
        psbt: twoInputPsbt(keys[0]!, keys[9]!.paymentAddress),
        inputsToSign: [{ account: payment, signingIndexes: [1] }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: `Input 1 does not spend ${payment.address}` })
  })

  it('refuses signingIndexes that are not input indexes with -32602', async () => {
    const { dev, payment } = await connected()
    await expect(
      features(dev)['bitcoin:signTransaction'].signTransaction({
        psbt: twoInputPsbt(keys[0]!, keys[9]!.paymentAddress),
        inputsToSign: [{ account: payment, signingIndexes: [-1] }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: 'signingIndexes must be a list of input indexes' })
  })

  it('refuses a chain it does not know', async () => {
    const { dev, payment } = await connected()
    await expect(
      features(dev)['bitcoin:signTransaction'].signTransaction({
        psbt: twoInputPsbt(keys[0]!, keys[9]!.paymentAddress),
        inputsToSign: [{ account: payment, signingIndexes: [0] }],
        chain: 'bip122:000000000019d6689c085ae165831e93',
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'The Dev Wallet does not know the chain bip122:000000000019d6689c085ae165831e93',
    })
  })

  it('records each request with what was asked and how it ended', async () => {
    const dev = wallet({ mode: 'reject' })
    await features(dev)
      ['bitcoin:connect'].connect({ purposes: ['payment'] })
      .catch(() => {})
    dev.setMode('approve')
    await features(dev)['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(dev.getRequests().map(({ method, params, outcome, error }) => ({ method, params, outcome, error }))).toEqual(
      [
        {
          method: 'bitcoin:connect',
          params: { purposes: ['payment'] },
          outcome: 'error',
          error: { code: 4001, message: 'User rejected the request.' },
        },
        { method: 'bitcoin:connect', params: { purposes: ['payment'] }, outcome: 'ok', error: undefined },
      ],
    )
  })
})
