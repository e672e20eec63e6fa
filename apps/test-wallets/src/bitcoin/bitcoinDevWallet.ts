import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import type { Transaction } from '@scure/btc-signer'
import type { IdentifierArray, Wallet } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsListeners, StandardEventsNames } from '@wallet-standard/features'
import type { DevWalletMode } from '../devWalletTypes.ts'
import { DevWalletRpcError, invalidParams, unauthorized, userRejected } from '../rpcError.ts'
import { defaultStorage } from '../walletStorage.ts'
import { signBip322Simple } from './bip322.ts'
import type {
  BitcoinConnectInput,
  BitcoinDevWalletOptions,
  BitcoinDevWalletRequest,
  BitcoinDevWalletState,
  BitcoinSignMessageInput,
  BitcoinSignTransactionInput,
  BitcoinWalletAccount,
} from './bitcoinDevWalletTypes.ts'
import { type BitcoinKey, type BitcoinPurpose, bitcoinKeyOf } from './bitcoinKey.ts'
import { BITCOIN_REGTEST_CHAIN, REGTEST } from './bitcoinNetwork.ts'
import { createBitcoinAccount } from './bitcoinWalletAccount.ts'
import { createBitcoinWalletMemory, isPurpose, orderedPurposes } from './bitcoinWalletMemory.ts'
import { buildTransfer, type TransferRecipient } from './buildTransfer.ts'
import { addressUtxos, broadcastTransaction, type EsploraUtxo, feeRate } from './esplora.ts'
import { signLegacyMessage } from './legacyMessage.ts'
import { indexesParam } from './requestParams.ts'
import { decodePsbt, finalizePsbt, type InputToSign, sigHashOf, signPsbtInputs } from './signPsbt.ts'
import { BITCOIN_DEV_WALLET_ICON } from './walletIcon.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type MessageProtocol = 'bip322' | 'ecdsa'

/** Inputs of a PSBT to sign for one address of the wallet. */
export interface AddressInputs {
  address: string
  indexes: readonly number[]
  sigHash?: number
}

/**
 * A Wallet Standard Bitcoin wallet for tests and the demo: real secp256k1 keys on regtest, each with a payment
 * (P2WPKH) and an ordinals (P2TR) address, BIP-322 and legacy message signatures, PSBT signing, and a remote
 * control for what the user does (approve, reject, delay, hold). Its sats-connect and Unisat faces
 * (`satsConnectProvider.ts`, `unisatProvider.ts`) use the same keys, approval and log through the methods
 * under "shared by the wallet's faces".
 */
export class BitcoinDevWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name = 'Dev Wallet'
  readonly icon = BITCOIN_DEV_WALLET_ICON
  readonly chains: IdentifierArray = Object.freeze([BITCOIN_REGTEST_CHAIN])
  readonly features: Wallet['features']
  readonly #keys: readonly BitcoinKey[]
  readonly #accounts: readonly Record<BitcoinPurpose, BitcoinWalletAccount>[]
  readonly #memory: ReturnType<typeof createBitcoinWalletMemory>
  readonly #fetch: typeof fetch
  readonly #esploraUrl: string | undefined
  readonly #listeners = new Set<StandardEventsListeners['change']>()
  readonly #log: BitcoinDevWalletRequest[] = []
  #purposes: BitcoinPurpose[]
  #accountIndex: number
  #mode: DevWalletMode
  #delayMs: number
  #held: { approve(): void; reject(error: Error): void }[] = []

  constructor(options: BitcoinDevWalletOptions = {}) {
    const privateKeys = options.privateKeys ?? BITCOIN_DEVNET_ACCOUNTS.map((account) => account.privateKey)
    if (privateKeys.length === 0) throw new Error('Bitcoin Dev Wallet: needs at least one private key')
    this.#keys = privateKeys.map((privateKey) => bitcoinKeyOf(privateKey, REGTEST))
    this.#accounts = this.#keys.map((key, index) => ({
      payment: createBitcoinAccount(key, 'payment', this.icon, `Dev account ${index} (payment)`),
      ordinals: createBitcoinAccount(key, 'ordinals', this.icon, `Dev account ${index} (ordinals)`),
    }))
    this.#esploraUrl = options.esploraUrl?.replace(/\/+$/, '')
    this.#memory = createBitcoinWalletMemory(
      options.storage ?? defaultStorage(),
      options.storagePrefix ?? 'foyer-bitcoin-dev-wallet',
    )
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.#purposes = this.#memory.purposes()
    const storedIndex = this.#memory.accountIndex()
    this.#accountIndex =
      storedIndex !== undefined && storedIndex < this.#keys.length ? storedIndex : (options.accountIndex ?? 0)
    if (!this.#keys[this.#accountIndex]) throw new Error(`Bitcoin Dev Wallet: no account ${this.#accountIndex}`)
    this.#mode = options.mode ?? 'approve'
    this.#delayMs = options.delayMs ?? 500
    this.features = Object.freeze({
      'standard:connect': { version: '1.0.0', connect: (input?: StandardConnectInput) => this.#connect(input) },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () => this.record('standard:disconnect', {}, () => this.#disconnect()),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: StandardEventsNames, listener: StandardEventsListeners['change']) => this.#on(event, listener),
      },
      'bitcoin:connect': { version: '1.0.0', connect: (input: BitcoinConnectInput) => this.#bitcoinConnect(input) },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: readonly BitcoinSignMessageInput[]) => this.#signMessages(inputs),
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: (...inputs: readonly BitcoinSignTransactionInput[]) => this.#signTransactions(inputs),
      },
    })
  }

  /** What the dapp sees: the granted addresses of the selected key (payment first), nothing before. */
  get accounts(): readonly BitcoinWalletAccount[] {
    const accounts = this.#accounts[this.#accountIndex]!
    return this.#purposes.map((purpose) => accounts[purpose])
  }

  /** The selected key and its addresses. */
  get key(): BitcoinKey {
    return this.#keys[this.#accountIndex]!
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

  /** Selects the key at `index`; a connected site hears a change event with its addresses. */
  changeAccount(index: number): void {
    if (!this.#keys[index]) throw new Error(`Bitcoin Dev Wallet: no account ${index}`)
    if (index === this.#accountIndex) return
    this.#accountIndex = index
    this.#memory.setAccountIndex(index)
    if (this.#purposes.length > 0) this.#emitChange()
  }

  /** As if the user disconnected the site in the wallet. */
  disconnectExternally(): void {
    this.#disconnect()
  }

  get requests(): readonly BitcoinDevWalletRequest[] {
    return this.#log
  }

  /** A copy of the log, for callers that can only call methods (Playwright's page.evaluate). */
  getRequests(): BitcoinDevWalletRequest[] {
    return this.#log.map((entry) => ({ ...entry }))
  }

  clearRequests(): void {
    this.#log.length = 0
  }

  getState(): BitcoinDevWalletState {
    return {
      purposes: [...this.#purposes],
      accountIndex: this.#accountIndex,
      paymentAddress: this.key.paymentAddress,
      ordinalsAddress: this.key.ordinalsAddress,
      chains: [...this.chains],
      esploraUrl: this.#esploraUrl,
      mode: this.#mode,
      delayMs: this.#delayMs,
      heldPrompts: this.#held.length,
    }
  }

  // —— shared by the wallet's faces (Wallet Standard, sats-connect, Unisat) ——

  /** Hears every change of what the site sees (connect, disconnect, account switch). */
  subscribe(listener: (accounts: readonly BitcoinWalletAccount[]) => void): () => void {
    const wrapped: StandardEventsListeners['change'] = () => listener(this.accounts)
    this.#listeners.add(wrapped)
    return () => this.#listeners.delete(wrapped)
  }

  /** Asks the user for `purposes` unless already granted; answers the accounts of those purposes. */
  async grant(purposes: readonly BitcoinPurpose[]): Promise<BitcoinWalletAccount[]> {
    if (purposes.length === 0 || !purposes.every(isPurpose)) {
      throw invalidParams("purposes must list 'payment' and/or 'ordinals'")
    }
    if (!purposes.every((purpose) => this.#purposes.includes(purpose))) {
      await this.prompt()
      this.#purposes = orderedPurposes([...this.#purposes, ...purposes])
      this.#memory.setPurposes(this.#purposes)
      this.#emitChange()
    }
    return this.accounts.filter((account) => purposes.includes(account.purpose))
  }

  /** Plays the user: approve, reject (4001), approve after the delay, or wait for `answerHeldPrompts`. */
  async prompt(): Promise<void> {
    if (this.#mode === 'reject') throw userRejected()
    if (this.#mode === 'delay') await sleep(this.#delayMs)
    if (this.#mode === 'hold') {
      await new Promise<void>((approve, reject) => this.#held.push({ approve, reject }))
    }
  }

  /** The key and role of an address the site was granted; 4100 for any other. */
  authorize(address: string): { key: BitcoinKey; purpose: BitcoinPurpose } {
    const account = this.accounts.find((candidate) => candidate.address === address)
    if (!account) throw unauthorized()
    return { key: this.key, purpose: account.purpose }
  }

  /** A BIP-322 "simple" signature (the witness stack) or a legacy 65-byte one, by a granted address. */
  signMessageAs(address: string, message: Uint8Array, protocol: MessageProtocol): Uint8Array {
    const { key, purpose } = this.authorize(address)
    if (protocol === 'ecdsa') return signLegacyMessage(key.privateKey, message, purpose === 'payment' ? 39 : 31)
    return signBip322Simple(key, purpose === 'payment' ? key.paymentScript : key.ordinalsScript, message)
  }

  /** Decodes a PSBT and signs the inputs asked for each granted address; the caller serializes it. */
  signPsbtAs(psbt: Uint8Array, inputs: readonly AddressInputs[]): Transaction {
    const plan: InputToSign[] = inputs.flatMap(({ address, indexes, sigHash }) => {
      const { key, purpose } = this.authorize(address)
      return indexes.map((index) => ({ index, key, purpose, ...(sigHash === undefined ? {} : { sigHash }) }))
    })
    if (plan.length === 0) throw invalidParams('No input to sign was named')
    const tx = decodePsbt(psbt)
    signPsbtInputs(tx, plan)
    return tx
  }

  /** Finalizes a fully signed transaction and sends it to the Esplora API; answers the txid. */
  async broadcast(tx: Transaction): Promise<string> {
    const { hex } = finalizePsbt(tx)
    return broadcastTransaction(this.#fetch, this.#esploraUrl, hex)
  }

  /** The address's unspent outputs (mempool included) from the Esplora API. */
  utxosOf(address: string): Promise<EsploraUtxo[]> {
    return addressUtxos(this.#fetch, this.#esploraUrl, address)
  }

  /** A payment from the selected key's payment address, built from its UTXOs at the API's fee rate. */
  async transfer(recipients: readonly TransferRecipient[]): Promise<string> {
    this.authorize(this.key.paymentAddress)
    const [utxos, rate] = await Promise.all([
      addressUtxos(this.#fetch, this.#esploraUrl, this.key.paymentAddress),
      feeRate(this.#fetch, this.#esploraUrl),
    ])
    const tx = buildTransfer(this.key, utxos, recipients, rate)
    signPsbtInputs(
      tx,
      Array.from({ length: tx.inputsLength }, (_, index) => ({ index, key: this.key, purpose: 'payment' as const })),
    )
    return this.broadcast(tx)
  }

  /** Runs one request of a dapp and records it with its outcome; every failure becomes a coded RPC error. */
  async record<T>(method: string, params: unknown, run: () => Promise<T> | T): Promise<T> {
    const entry: BitcoinDevWalletRequest = { method, params, at: Date.now(), outcome: 'pending' }
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

  // —— Wallet Standard features ——

  #connect(input?: StandardConnectInput) {
    return this.record('standard:connect', { silent: input?.silent ?? false }, async () => {
      // Silent: an app restoring a session; a wallet asks nothing then, and answers nothing unless connected.
      if (!input?.silent) await this.grant(['payment', 'ordinals'])
      return { accounts: this.accounts }
    })
  }

  #bitcoinConnect(input: BitcoinConnectInput) {
    const purposes = Array.isArray(input?.purposes) ? [...input.purposes] : input?.purposes
    return this.record('bitcoin:connect', { purposes }, async () => {
      if (!Array.isArray(purposes)) throw invalidParams("purposes must list 'payment' and/or 'ordinals'")
      return { accounts: await this.grant(purposes) }
    })
  }

  #signMessages(inputs: readonly BitcoinSignMessageInput[]) {
    const params = inputs.map(({ account, message, protocol }) => ({
      account: account?.address,
      messageLength: message?.length,
      protocol: protocol ?? 'bip322',
    }))
    return this.record('bitcoin:signMessage', params, async () => {
      for (const { account, message, protocol } of inputs) {
        this.authorize(account?.address)
        if (!(message instanceof Uint8Array)) throw invalidParams('message must be bytes')
        if (protocol !== undefined && protocol !== 'bip322' && protocol !== 'ecdsa') {
          throw invalidParams(`Unknown message protocol ${String(protocol)}`)
        }
      }
      await this.prompt()
      return inputs.map(({ account, message, protocol }) => ({
        signedMessage: message,
        signature: this.signMessageAs(account.address, message, protocol ?? 'bip322'),
      }))
    })
  }

  #signTransactions(inputs: readonly BitcoinSignTransactionInput[]) {
    const params = inputs.map(({ psbt, inputsToSign, chain }) => ({
      psbtLength: psbt?.length,
      inputsToSign: inputsToSign?.map(({ account, signingIndexes, sigHash }) => ({
        account: account?.address,
        signingIndexes,
        sigHash,
      })),
      chain,
    }))
    return this.record('bitcoin:signTransaction', params, async () => {
      const plans = inputs.map(({ psbt, inputsToSign, chain }) => {
        if (chain !== undefined && !this.chains.includes(chain)) {
          throw invalidParams(`The Dev Wallet does not know the chain ${chain}`)
        }
        if (!(psbt instanceof Uint8Array)) throw invalidParams('psbt must be bytes')
        if (!Array.isArray(inputsToSign)) throw invalidParams('inputsToSign must be a list')
        const addressInputs = inputsToSign.map(({ account, signingIndexes, sigHash }) => ({
          address: account?.address,
          indexes: indexesParam(signingIndexes, 'signingIndexes'),
          ...(sigHash === undefined ? {} : { sigHash: sigHashOf(sigHash) }),
        }))
        // Checked before the prompt: a request the wallet cannot sign is refused without asking the user.
        this.signPsbtAs(psbt, addressInputs)
        return { psbt, addressInputs }
      })
      await this.prompt()
      return plans.map(({ psbt, addressInputs }) => ({ signedPsbt: this.signPsbtAs(psbt, addressInputs).toPSBT() }))
    })
  }

  #on(event: StandardEventsNames, listener: StandardEventsListeners['change']): () => void {
    if (event !== 'change') return () => {}
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  // —— internals ——

  #disconnect(): void {
    const wasConnected = this.#purposes.length > 0
    this.#purposes = []
    this.#memory.setPurposes([])
    if (wasConnected) this.#emitChange()
  }

  #emitChange(): void {
    const properties = { accounts: this.accounts }
    for (const listener of [...this.#listeners]) {
      try {
        listener(properties)
      } catch (error) {
        console.error('[bitcoin-dev-wallet] change listener failed', error)
      }
    }
  }
}

export function createBitcoinDevWallet(options: BitcoinDevWalletOptions = {}): BitcoinDevWallet {
  return new BitcoinDevWallet(options)
}
