import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_CAIP_ID } from '@foyer/devnet/solana/accounts'
import {
  createKeyPairSignerFromBytes,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  type SignatureBytes,
  signBytes,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignInInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { createSignInMessage } from '@solana/wallet-standard-util'
import type { IdentifierArray, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsListeners, StandardEventsNames } from '@wallet-standard/features'
import type { DevWalletMode } from '../devWalletTypes.ts'
import { callRpc } from '../jsonRpc.ts'
import { DevWalletRpcError, invalidParams, unauthorized, userRejected } from '../rpcError.ts'
import { createWalletMemory, defaultStorage } from '../walletStorage.ts'
import type { SolanaDevWalletOptions, SolanaDevWalletRequest, SolanaDevWalletState } from './solanaDevWalletTypes.ts'
import { addressOfSecretKey, createWalletAccount } from './solanaWalletAccount.ts'
import { SOLANA_DEV_WALLET_ICON } from './walletIcon.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const SUPPORTED_VERSIONS = ['legacy', 0] as const

/**
 * A Wallet Standard Solana wallet for tests and the demo: the devnet's keys, the devnet's RPC, and a remote
 * control for what the user does (approve, reject, delay, hold). The counterpart of the EVM Dev Wallet.
 */
export class SolanaDevWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name = 'Dev Wallet'
  readonly icon = SOLANA_DEV_WALLET_ICON
  readonly chains: IdentifierArray
  readonly features: Wallet['features']
  readonly #secretKeys: readonly string[]
  readonly #addresses: readonly string[]
  readonly #accounts: readonly WalletAccount[]
  readonly #signers = new Map<number, Promise<KeyPairSigner>>()
  readonly #memory: ReturnType<typeof createWalletMemory>
  readonly #fetch: typeof fetch
  readonly #rpcUrl: string
  readonly #listeners = new Set<StandardEventsListeners['change']>()
  readonly #log: SolanaDevWalletRequest[] = []
  #approved: boolean
  #accountIndex: number
  #mode: DevWalletMode
  #delayMs: number
  #held: { approve(): void; reject(error: Error): void }[] = []

  constructor(options: SolanaDevWalletOptions) {
    this.#secretKeys = options.secretKeys ?? SOLANA_DEVNET_ACCOUNTS.map((account) => account.secretKey)
    if (this.#secretKeys.length === 0) throw new Error('Solana Dev Wallet: needs at least one secret key')
    this.#addresses = this.#secretKeys.map(addressOfSecretKey)
    const chains = options.chains ?? (['solana:localnet', SOLANA_DEVNET_CAIP_ID] as const)
    this.chains = Object.freeze([...chains])
    this.#accounts = this.#addresses.map((address, index) =>
      createWalletAccount(address, chains, SOLANA_DEV_WALLET_ICON, `Dev account ${index}`),
    )
    this.#rpcUrl = options.rpcUrl
    this.#memory = createWalletMemory(
      options.storage ?? defaultStorage(),
      options.storagePrefix ?? 'foyer-solana-dev-wallet',
    )
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.#approved = this.#memory.isApproved()
    const storedIndex = this.#memory.accountIndex()
    this.#accountIndex =
      storedIndex !== undefined && storedIndex < this.#accounts.length ? storedIndex : (options.accountIndex ?? 0)
    this.#mode = options.mode ?? 'approve'
    this.#delayMs = options.delayMs ?? 500
    this.features = Object.freeze({
      'standard:connect': { version: '1.0.0', connect: (input?: StandardConnectInput) => this.#connect(input) },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () => this.#logged('standard:disconnect', {}, () => this.#disconnect()),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: StandardEventsNames, listener: StandardEventsListeners['change']) => this.#on(event, listener),
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs: readonly SolanaSignMessageInput[]) => this.#signMessages(inputs),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_VERSIONS,
        signTransaction: (...inputs: readonly SolanaSignTransactionInput[]) => this.#signTransactions(inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_VERSIONS,
        signAndSendTransaction: (...inputs: readonly SolanaSignAndSendTransactionInput[]) => this.#signAndSend(inputs),
      },
      'solana:signIn': { version: '1.0.0', signIn: (...inputs: readonly SolanaSignInInput[]) => this.#signIn(inputs) },
    })
  }

  /** What the dapp sees: the selected account once the site is approved, nothing before. */
  get accounts(): readonly WalletAccount[] {
    return this.#approved ? [this.#accounts[this.#accountIndex]!] : []
  }

  get address(): string {
    return this.#addresses[this.#accountIndex]!
  }

  // —— the remote control: what a user would do in the wallet's own window ——

  setMode(mode: DevWalletMode): void {
    this.#mode = mode
  }

  setDelay(ms: number): void {
    this.#delayMs = ms
  }

  /** Answers every prompt 'hold' mode is keeping open; returns how many there were. */
  answerHeldPrompts(answer: 'approve' | 'reject'): number {
    const held = this.#held.splice(0)
    for (const prompt of held) {
      if (answer === 'approve') prompt.approve()
      else prompt.reject(userRejected())
    }
    return held.length
  }

  /** Selects the key at `index`; an approved site hears a change event with the new account. */
  changeAccount(index: number): void {
    if (!this.#accounts[index]) throw new Error(`Solana Dev Wallet: no account ${index}`)
    if (index === this.#accountIndex) return
    this.#accountIndex = index
    this.#memory.setAccountIndex(index)
    if (this.#approved) this.#emitChange()
  }

  /** As if the user disconnected the site in the wallet. */
  disconnectExternally(): void {
    this.#disconnect()
  }

  get requests(): readonly SolanaDevWalletRequest[] {
    return this.#log
  }

  /** A copy of the log, for callers that can only call methods (Playwright's page.evaluate). */
  getRequests(): SolanaDevWalletRequest[] {
    return this.#log.map((entry) => ({ ...entry }))
  }

  clearRequests(): void {
    this.#log.length = 0
  }

  getState(): SolanaDevWalletState {
    return {
      approved: this.#approved,
      accountIndex: this.#accountIndex,
      address: this.address,
      addresses: [...this.#addresses],
      chains: [...this.chains],
      rpcUrl: this.#rpcUrl,
      mode: this.#mode,
      delayMs: this.#delayMs,
      heldPrompts: this.#held.length,
    }
  }

  // —— Wallet Standard features ——

  #connect(input?: StandardConnectInput) {
    return this.#logged('standard:connect', { silent: input?.silent ?? false }, async () => {
      // Silent: an app restoring a session; a wallet asks nothing then, and answers nothing unless approved.
      if (!this.#approved && !input?.silent) await this.#approve()
      return { accounts: this.accounts }
    })
  }

  #signMessages(inputs: readonly SolanaSignMessageInput[]) {
    const params = inputs.map((input) => ({ account: input.account.address, messageLength: input.message.length }))
    return this.#logged('solana:signMessage', params, async () => {
      for (const input of inputs) this.#authorize(input.account)
      await this.#prompt()
      const signer = await this.#signer()
      return Promise.all(
        inputs.map(async ({ message }) => ({
          signedMessage: message,
          signature: await signBytes(signer.keyPair.privateKey, message),
          signatureType: 'ed25519' as const,
        })),
      )
    })
  }

  #signTransactions(inputs: readonly SolanaSignTransactionInput[]) {
    const params = inputs.map(({ account, transaction, chain, options }) => ({
      account: account.address,
      transactionLength: transaction.length,
      chain,
      options,
    }))
    return this.#logged('solana:signTransaction', params, async () => {
      for (const input of inputs) this.#checkTransactionInput(input)
      await this.#prompt()
      return Promise.all(inputs.map(async ({ transaction }) => ({ signedTransaction: await this.#sign(transaction) })))
    })
  }

  #signAndSend(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    const params = inputs.map(({ account, transaction, chain, options }) => ({
      account: account.address,
      transactionLength: transaction.length,
      chain,
      options,
    }))
    return this.#logged('solana:signAndSendTransaction', params, async () => {
      for (const input of inputs) this.#checkTransactionInput(input)
      await this.#prompt()
      const outputs: { signature: Uint8Array }[] = []
      // In order, as a wallet sends them one after another.
      for (const { transaction, options } of inputs) {
        const signed = await this.#sign(transaction)
        const signature = await callRpc<string>(this.#fetch, this.#rpcUrl, 'sendTransaction', [
          getBase64Decoder().decode(signed),
          {
            encoding: 'base64',
            skipPreflight: options?.skipPreflight ?? false,
            preflightCommitment: options?.preflightCommitment ?? 'confirmed',
            ...(options?.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
            ...(options?.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
          },
        ])
        if (options?.commitment) await this.#waitFor(signature)
        outputs.push({ signature: Uint8Array.from(getBase58Encoder().encode(signature)) })
      }
      return outputs
    })
  }

  #signIn(inputs: readonly SolanaSignInInput[]) {
    return this.#logged(
      'solana:signIn',
      inputs.map((input) => ({ ...input })),
      async () => {
        for (const input of inputs) {
          if (input.address !== undefined && input.address !== this.address) throw unauthorized()
        }
        await this.#prompt()
        const wasApproved = this.#approved
        this.#approved = true
        this.#memory.setApproved(true)
        if (!wasApproved) this.#emitChange()
        const signer = await this.#signer()
        const account = this.#accounts[this.#accountIndex]!
        return Promise.all(
          inputs.map(async (input) => {
            const message = createSignInMessage({
              ...input,
              domain: input.domain ?? (typeof location === 'undefined' ? 'localhost' : location.host),
              address: this.address,
            })
            return {
              account,
              signedMessage: message,
              signature: await signBytes(signer.keyPair.privateKey, message),
              signatureType: 'ed25519' as const,
            }
          }),
        )
      },
    )
  }

  #on(event: StandardEventsNames, listener: StandardEventsListeners['change']): () => void {
    if (event !== 'change') return () => {}
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  // —— internals ——

  async #approve(): Promise<void> {
    await this.#prompt()
    this.#approved = true
    this.#memory.setApproved(true)
    this.#emitChange()
  }

  #disconnect(): void {
    const wasApproved = this.#approved
    this.#approved = false
    this.#memory.setApproved(false)
    if (wasApproved) this.#emitChange()
  }

  #emitChange(): void {
    const properties = { accounts: this.accounts }
    for (const listener of [...this.#listeners]) {
      try {
        listener(properties)
      } catch (error) {
        console.error('[solana-dev-wallet] change listener failed', error)
      }
    }
  }

  async #prompt(): Promise<void> {
    if (this.#mode === 'reject') throw userRejected()
    if (this.#mode === 'delay') await sleep(this.#delayMs)
    if (this.#mode === 'hold') {
      await new Promise<void>((approve, reject) => this.#held.push({ approve, reject }))
    }
  }

  /** Only the account the site sees may sign, and only for an approved site: 4100 otherwise. */
  #authorize(account: WalletAccount): void {
    if (!this.#approved || account.address !== this.address) throw unauthorized()
  }

  #checkTransactionInput({ account, transaction, chain }: SolanaSignTransactionInput): void {
    this.#authorize(account)
    if (chain !== undefined && !this.chains.includes(chain)) {
      throw invalidParams(`The Dev Wallet does not know the chain ${chain}`)
    }
    let signers: string[]
    try {
      signers = Object.keys(getTransactionDecoder().decode(transaction).signatures)
    } catch {
      throw invalidParams('The transaction could not be decoded')
    }
    if (!signers.includes(account.address)) {
      throw invalidParams(`The transaction needs no signature from ${account.address}`)
    }
  }

  /** Fills this account's signature slot; other signers' slots are kept as they came. */
  async #sign(wire: Uint8Array): Promise<Uint8Array> {
    const transaction = getTransactionDecoder().decode(wire)
    const signer = await this.#signer()
    const signature: SignatureBytes = await signBytes(signer.keyPair.privateKey, transaction.messageBytes)
    const signed = { ...transaction, signatures: { ...transaction.signatures, [signer.address]: signature } }
    return Uint8Array.from(getTransactionEncoder().encode(signed))
  }

  #signer(): Promise<KeyPairSigner> {
    const index = this.#accountIndex
    let signer = this.#signers.get(index)
    if (!signer) {
      signer = createKeyPairSignerFromBytes(getBase58Encoder().encode(this.#secretKeys[index]!))
      this.#signers.set(index, signer)
    }
    return signer
  }

  /** Polls until the transaction landed (this devnet finalizes at once), or fails with its error. */
  async #waitFor(signature: string): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt++) {
      const { value } = await callRpc<{ value: ({ err: unknown } | null)[] }>(
        this.#fetch,
        this.#rpcUrl,
        'getSignatureStatuses',
        [[signature]],
      )
      const status = value[0]
      if (status?.err) throw new DevWalletRpcError(-32603, 'Transaction failed', { err: status.err, signature })
      if (status) return
      await sleep(100)
    }
    throw new DevWalletRpcError(-32603, `Transaction ${signature} was not confirmed`)
  }

  async #logged<T>(method: string, params: unknown, run: () => Promise<T> | T): Promise<T> {
    const entry: SolanaDevWalletRequest = { method, params, at: Date.now(), outcome: 'pending' }
    this.#log.push(entry)
    try {
      const result = await run()
      entry.outcome = 'ok'
      return result
    } catch (error) {
      entry.outcome = 'error'
      const rpcError =
        error instanceof DevWalletRpcError ? error : new DevWalletRpcError(-32603, (error as Error).message)
      entry.error = { code: rpcError.code, message: rpcError.message }
      throw rpcError
    }
  }
}

export function createSolanaDevWallet(options: SolanaDevWalletOptions): SolanaDevWallet {
  return new SolanaDevWallet(options)
}
