import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_CAIP_ID } from '@foyer/devnet/solana/accounts'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { verifySignIn } from '@solana/wallet-standard-util'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEV_WALLET_ICON } from '../devWalletIcon.ts'
import { createMemoryStorage } from '../walletStorage.ts'
import { injectSolanaDevWallet } from './injectSolanaDevWallet.ts'
import { createSolanaDevWallet, type SolanaDevWallet } from './solanaDevWallet.ts'
import type { SolanaDevWalletOptions } from './solanaDevWalletTypes.ts'

// Node has EventTarget and Event: a window that is only an event target is all the Wallet Standard's
// registration protocol uses, and it keeps Node's WebCrypto (Ed25519) for the keys.
vi.stubGlobal('window', new EventTarget())

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

const wallet = (options: Partial<SolanaDevWalletOptions> = {}) =>
  createSolanaDevWallet({ rpcUrl: devnet.rpcUrl, storage: createMemoryStorage(), ...options })

type Features = StandardConnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature
const features = (dev: SolanaDevWallet) => dev.features as unknown as Features

async function connected(options: Partial<SolanaDevWalletOptions> = {}) {
  const dev = wallet(options)
  const { accounts } = await features(dev)['standard:connect'].connect()
  return { dev, account: accounts[0]! }
}

/** What a dapp hands the wallet: a kit transfer compiled with an empty signature slot for the account. */
async function transferBytes(from: WalletAccount, to: string, amount: bigint): Promise<Uint8Array> {
  const { value: lifetime } = await createSolanaRpc(devnet.rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(from.address), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: { address: address(from.address) } as never,
          destination: address(to),
          amount,
        }),
        draft,
      ),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('Wallet Standard registration', () => {
  it('is found by an app that loads after it registered (app-ready)', async () => {
    const { wallet: registered } = injectSolanaDevWallet({ rpcUrl: devnet.rpcUrl, storage: createMemoryStorage() })
    vi.resetModules()
    const { getWallets } = await import('@wallet-standard/app')
    expect(getWallets().get()).toContain(registered)
  })

  it('is found by an app that was already listening (register-wallet)', async () => {
    vi.resetModules()
    const { getWallets } = await import('@wallet-standard/app')
    const registeredNow: Wallet[] = []
    getWallets().on('register', (...wallets) => registeredNow.push(...wallets))
    const { wallet: registered } = injectSolanaDevWallet({ rpcUrl: devnet.rpcUrl, storage: createMemoryStorage() })
    expect(registeredNow).toEqual([registered])
  })

  it('puts its control API on window.__foyerSolanaDevWallet', () => {
    const { wallet: registered } = injectSolanaDevWallet({ rpcUrl: devnet.rpcUrl, storage: createMemoryStorage() })
    expect((window as Window).__foyerSolanaDevWallet).toBe(registered)
  })
})

describe('SolanaDevWallet', () => {
  it('announces itself as Dev Wallet with the EVM Dev Wallet’s icon, on localnet and the devnet', () => {
    const dev = wallet()
    expect(dev.name).toBe('Dev Wallet')
    expect(atob(dev.icon.split(',')[1]!)).toBe(decodeURIComponent(DEV_WALLET_ICON.split(',')[1]!))
    expect(dev.chains).toEqual(['solana:localnet', SOLANA_DEVNET_CAIP_ID])
    expect(Object.keys(dev.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
  })

  it('connects with the selected devnet account once approved, and says so in a change event', async () => {
    const dev = wallet()
    const changes: unknown[] = []
    features(dev)['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.map((a) => a.address)))
    const { accounts } = await features(dev)['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEVNET_ACCOUNTS[0]!.address])
    expect(changes).toEqual([[SOLANA_DEVNET_ACCOUNTS[0]!.address]])
  })

  it('throws 4001 "User rejected the request." when the user says no, and stays disconnected', async () => {
    const dev = wallet({ mode: 'reject' })
    await expect(features(dev)['standard:connect'].connect()).rejects.toMatchObject({
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
    expect((await connecting).accounts).toHaveLength(1)
  })

  it('answers a silent connect with no accounts and no prompt before approval', async () => {
    const dev = wallet({ mode: 'reject' })
    expect((await features(dev)['standard:connect'].connect({ silent: true })).accounts).toEqual([])
  })

  it('reconnects silently after a reload when the site was approved', async () => {
    const storage = createMemoryStorage()
    await features(wallet({ storage }))['standard:connect'].connect()
    const reloaded = wallet({ storage, mode: 'reject' })
    const { accounts } = await features(reloaded)['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEVNET_ACCOUNTS[0]!.address])
  })

  it('switches the selected account and tells the app', async () => {
    const { dev } = await connected()
    const changes: string[][] = []
    features(dev)['standard:events'].on('change', ({ accounts }) => changes.push(accounts!.map((a) => a.address)))
    dev.changeAccount(3)
    expect(changes).toEqual([[SOLANA_DEVNET_ACCOUNTS[3]!.address]])
  })

  it('signs a message the account’s key verifies', async () => {
    const { dev, account } = await connected()
    const message = new TextEncoder().encode('Sign in to Foyer')
    const [output] = await features(dev)['solana:signMessage'].signMessage({ account, message })
    const key = await getPublicKeyFromAddress(address(account.address))
    expect(await verifySignature(key, output!.signature as SignatureBytes, message)).toBe(true)
  })

  it('refuses to sign for a site it never approved with 4100', async () => {
    const dev = wallet()
    const account = (await connected()).account
    await expect(
      features(dev)['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs a transaction over its message bytes', async () => {
    const { dev, account } = await connected()
    const bytes = await transferBytes(account, SOLANA_DEVNET_ACCOUNTS[9]!.address, 1_000_000_000n)
    const [output] = await features(dev)['solana:signTransaction'].signTransaction({ account, transaction: bytes })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    const key = await getPublicKeyFromAddress(address(account.address))
    const signature = signed.signatures[address(account.address)]!
    expect(await verifySignature(key, signature, signed.messageBytes)).toBe(true)
  })

  it('signs and sends a kit transfer that lands on the devnet', async () => {
    const { dev, account } = await connected({ accountIndex: 5 })
    const receiver = await generateKeyPairSigner()
    const bytes = await transferBytes(account, receiver.address, 3_000_000_000n)
    const [output] = await features(dev)['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: bytes,
      chain: SOLANA_DEVNET_CAIP_ID,
      options: { commitment: 'confirmed', preflightCommitment: 'confirmed' },
    })
    const signature = getBase58Decoder().decode(output!.signature)
    const rpc = createSolanaRpc(devnet.rpcUrl)
    expect((await rpc.getSignatureStatuses([signature as never]).send()).value[0]?.err).toBeNull()
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(3_000_000_000n)
  })

  it('passes the devnet’s refusal of a transfer beyond the balance on to the app', async () => {
    const { dev, account } = await connected({ accountIndex: 6 })
    const bytes = await transferBytes(account, SOLANA_DEVNET_ACCOUNTS[0]!.address, 10n ** 18n)
    await expect(
      features(dev)['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: bytes,
        chain: 'solana:localnet',
      }),
    ).rejects.toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    })
  })

  it('signs in with a message verifySignIn accepts', async () => {
    const dev = wallet()
    const input = { domain: 'demo.foyer.test', statement: 'Sign in to the Foyer demo', nonce: 'a1b2c3d4e5' }
    const [output] = await features(dev)['solana:signIn'].signIn(input)
    expect(verifySignIn(input, output!)).toBe(true)
    expect(dev.getState().approved).toBe(true)
  })

  it('records each request with what was asked and how it ended', async () => {
    const dev = wallet({ mode: 'reject' })
    await features(dev)
      ['standard:connect'].connect()
      .catch(() => {})
    dev.setMode('approve')
    await features(dev)['standard:connect'].connect()
    expect(dev.getRequests().map(({ method, params, outcome, error }) => ({ method, params, outcome, error }))).toEqual(
      [
        {
          method: 'standard:connect',
          params: { silent: false },
          outcome: 'error',
          error: { code: 4001, message: 'User rejected the request.' },
        },
        { method: 'standard:connect', params: { silent: false }, outcome: 'ok', error: undefined },
      ],
    )
  })
})
