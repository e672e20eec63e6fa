import { POLKADOT_DEVNET_ACCOUNTS, type PolkadotDevnetAccount } from '@foyer/devnet/polkadot/accounts'
import { decodeSs58 } from '@foyer/devnet/polkadot/ss58'
import { bytesToHex } from '@noble/hashes/utils.js'
import { DEV_WALLET_ICON } from '../devWalletIcon.ts'
import type { DevWalletMode } from '../devWalletTypes.ts'
import { createWalletMemory, defaultStorage } from '../walletStorage.ts'
import type {
  InjectedAccount,
  InjectedExtensionApi,
  InjectedWindowProvider,
  PolkadotDevWalletOptions,
  PolkadotDevWalletRequest,
  PolkadotDevWalletState,
  SignerPayloadRaw,
  SignerResult,
} from './polkadotDevWalletTypes.ts'
import { signWithAccount, signWithType } from './polkadotKeys.ts'
import { type SignerPayloadJson, signerPayloadBytes } from './signerPayload.ts'
import { dataToBytes, wrapBytes } from './wrapBytes.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The polkadot-js extension's own texts, so a dapp that shows or matches them behaves as with the real one.
const rejected = () => new Error('Rejected')
const cancelled = () => new Error('Cancelled')
const notAllowed = (origin: string) => new Error(`The source ${origin} is not allowed to interact with this extension`)

type AccountsListener = (accounts: InjectedAccount[]) => void | Promise<void>

/**
 * A Polkadot browser extension for tests and the demo, injected as polkadot.js, Talisman and SubWallet are
 * (`window.injectedWeb3[key]`): the devnet's sr25519, ed25519 and ecdsa keys, and a remote control for what the
 * user does (approve, reject, delay, hold). The counterpart of the EVM and Solana Dev Wallets.
 */
export class PolkadotDevWallet {
  readonly version = '1.0.0'
  readonly name = 'Dev Wallet'
  readonly icon = DEV_WALLET_ICON
  readonly #accounts: readonly PolkadotDevnetAccount[]
  readonly #genesisHash: string | undefined
  readonly #memory: ReturnType<typeof createWalletMemory>
  readonly #listeners = new Set<AccountsListener>()
  readonly #log: PolkadotDevWalletRequest[] = []
  #approved: boolean
  #originName: string | undefined
  #shown: number[]
  #mode: DevWalletMode
  #delayMs: number
  #held: { approve(): void; reject(error: Error): void }[] = []
  #nextSignatureId = 1

  constructor(options: PolkadotDevWalletOptions = {}) {
    this.#accounts = options.accounts ?? POLKADOT_DEVNET_ACCOUNTS
    if (this.#accounts.length === 0) throw new Error('Polkadot Dev Wallet: needs at least one account')
    this.#genesisHash = options.genesisHash
    this.#memory = createWalletMemory(
      options.storage ?? defaultStorage(),
      options.storagePrefix ?? 'foyer-polkadot-dev-wallet',
    )
    this.#approved = this.#memory.isApproved()
    this.#shown = this.#accounts.map((_account, index) => index)
    this.#mode = options.mode ?? 'approve'
    this.#delayMs = options.delayMs ?? 500
  }

  /** The object for `window.injectedWeb3[key]`. */
  get provider(): InjectedWindowProvider {
    return { version: this.version, name: this.name, icon: this.icon, enable: (originName) => this.#enable(originName) }
  }

  // —— the remote control: what a user would do in the extension's own popup ——

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
      else prompt.reject(new Error('held prompt rejected'))
    }
    return held.length
  }

  /** Shows an approved site only these accounts (indexes into the wallet's), in this order; subscribers hear it. */
  showAccounts(indexes: readonly number[]): void {
    for (const index of indexes) if (!this.#accounts[index]) throw new Error(`Polkadot Dev Wallet: no account ${index}`)
    this.#shown = [...indexes]
    this.#emit()
  }

  /** As if the user removed the site's access in the extension: accounts become empty, signing fails. */
  disconnectExternally(): void {
    this.#approved = false
    this.#memory.setApproved(false)
    this.#emit()
  }

  get requests(): readonly PolkadotDevWalletRequest[] {
    return this.#log
  }

  /** A copy of the log, for callers that can only call methods (Playwright's page.evaluate). */
  getRequests(): PolkadotDevWalletRequest[] {
    return this.#log.map((entry) => ({ ...entry }))
  }

  clearRequests(): void {
    this.#log.length = 0
  }

  getState(): PolkadotDevWalletState {
    return {
      approved: this.#approved,
      ...(this.#originName === undefined ? {} : { originName: this.#originName }),
      shownAccounts: [...this.#shown],
      addresses: this.#accounts.map((account) => account.address),
      mode: this.#mode,
      delayMs: this.#delayMs,
      heldPrompts: this.#held.length,
    }
  }

  // —— the extension protocol ——

  #enable(originName: string): Promise<InjectedExtensionApi> {
    return this.#logged('enable', { originName }, async () => {
      if (typeof originName !== 'string' || originName === '') throw new Error('enable() needs the name of the dapp')
      this.#originName = originName
      // A site the user approved before is let in without asking, as the real extensions remember it.
      if (!this.#approved) {
        await this.#prompt(rejected)
        this.#approved = true
        this.#memory.setApproved(true)
      }
      return {
        accounts: {
          get: () => this.#logged('accounts.get', {}, () => this.#visibleAccounts()),
          subscribe: (callback) => this.#subscribe(callback),
        },
        signer: { signRaw: (raw) => this.#signRaw(raw), signPayload: (payload) => this.#signPayload(payload) },
      }
    })
  }

  #visibleAccounts(): InjectedAccount[] {
    if (!this.#approved) return []
    return this.#shown.map((index) => {
      const account = this.#accounts[index] as PolkadotDevnetAccount
      return {
        address: account.address,
        name: account.name,
        type: account.type,
        ...(this.#genesisHash === undefined ? {} : { genesisHash: this.#genesisHash }),
      }
    })
  }

  #subscribe(callback: AccountsListener): () => void {
    this.#listeners.add(callback)
    this.#call(callback)
    return () => {
      this.#listeners.delete(callback)
    }
  }

  #signRaw(raw: SignerPayloadRaw): Promise<SignerResult> {
    const params = { address: raw?.address, data: raw?.data, type: raw?.type }
    return this.#logged('signer.signRaw', params, async () => {
      if (!this.#approved) throw notAllowed(this.#originName ?? 'this site')
      if (typeof raw?.data !== 'string') throw new Error('signRaw needs data as a hex or text string')
      if (raw.type !== 'bytes') throw new Error(`signRaw signs type 'bytes', not ${String(raw.type)}`)
      const account = this.#shownAccount(raw.address)
      await this.#prompt(cancelled)
      const signature = signWithAccount(account, wrapBytes(dataToBytes(raw.data)))
      return { id: this.#nextSignatureId++, signature: `0x${bytesToHex(signature)}` as const }
    })
  }

  #signPayload(payload: SignerPayloadJson): Promise<SignerResult> {
    const params = {
      address: payload?.address,
      method: payload?.method,
      nonce: payload?.nonce,
      genesisHash: payload?.genesisHash,
    }
    return this.#logged('signer.signPayload', params, async () => {
      if (!this.#approved) throw notAllowed(this.#originName ?? 'this site')
      const account = this.#shownAccount(payload?.address)
      const bytes = signerPayloadBytes(payload)
      await this.#prompt(cancelled)
      return { id: this.#nextSignatureId++, signature: `0x${bytesToHex(signWithType(account, bytes))}` as const }
    })
  }

  /** The shown account an address names, in any SS58 prefix (dapps re-encode addresses for their chain). */
  #shownAccount(address: unknown): PolkadotDevnetAccount {
    let accountId: string
    try {
      accountId = `0x${bytesToHex(decodeSs58(String(address)).accountId)}`
    } catch {
      throw new Error(`Unable to find an account for ${String(address)}`)
    }
    const account = this.#shown.map((index) => this.#accounts[index]).find((item) => item?.accountId === accountId)
    if (!account) throw new Error(`Unable to find an account for ${String(address)}`)
    return account
  }

  // —— internals ——

  #emit(): void {
    for (const listener of [...this.#listeners]) this.#call(listener)
  }

  #call(listener: AccountsListener): void {
    // The list as it is now, delivered after the caller's turn as an extension's message would be.
    const accounts = this.#visibleAccounts()
    Promise.resolve()
      .then(() => listener(accounts))
      .catch((error) => console.error('[polkadot-dev-wallet] accounts listener failed', error))
  }

  async #prompt(refusal: () => Error): Promise<void> {
    if (this.#mode === 'reject') throw refusal()
    if (this.#mode === 'delay') await sleep(this.#delayMs)
    if (this.#mode === 'hold') {
      await new Promise<void>((approve, reject) => this.#held.push({ approve, reject: () => reject(refusal()) }))
    }
  }

  async #logged<T>(method: string, params: unknown, run: () => Promise<T> | T): Promise<T> {
    const entry: PolkadotDevWalletRequest = { method, params, at: Date.now(), outcome: 'pending' }
    this.#log.push(entry)
    try {
      const result = await run()
      entry.outcome = 'ok'
      return result
    } catch (error) {
      entry.outcome = 'error'
      entry.error = { message: (error as Error).message }
      throw error
    }
  }
}

export function createPolkadotDevWallet(options: PolkadotDevWalletOptions = {}): PolkadotDevWallet {
  return new PolkadotDevWallet(options)
}
