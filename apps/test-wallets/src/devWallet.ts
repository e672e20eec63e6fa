import { type Address, isAddress, isAddressEqual, isHex, numberToHex, type TypedDataDefinition } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { DevWalletProvider } from './devWalletProvider.ts'
import type {
  DevWalletChain,
  DevWalletMode,
  DevWalletOptions,
  DevWalletRequest,
  DevWalletSmartAccount,
  DevWalletState,
  EIP1193RequestArguments,
} from './devWalletTypes.ts'
import { fillTransaction, type TransactionRequestJson } from './fillTransaction.ts'
import { callRpc } from './jsonRpc.ts'
import {
  DevWalletRpcError,
  disconnected,
  invalidParams,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected,
} from './rpcError.ts'
import { FORWARDED_PREFIXES, PROMPTED, REFUSED } from './rpcMethods.ts'
import { assetsOf, capabilitiesOf } from './walletAssets.ts'
import { accountsPermission, chainToAdd } from './walletRpcShapes.ts'
import { createWalletMemory, defaultStorage } from './walletStorage.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A wallet for tests and the demo: real keys, real chains, and a remote control for what the user does. */
export class DevWallet {
  readonly provider: DevWalletProvider
  readonly #accounts: PrivateKeyAccount[]
  readonly #chains = new Map<number, DevWalletChain>()
  readonly #memory: ReturnType<typeof createWalletMemory>
  readonly #fetch: typeof fetch
  readonly #log: DevWalletRequest[] = []
  #approved: boolean
  #chainId: number
  #accountIndex: number
  #mode: DevWalletMode
  #delayMs: number
  #held: { approve(): void; reject(error: Error): void }[] = []
  #smartAccount: DevWalletSmartAccount | undefined
  /** Bumped by every account change, so a `useSmartAccount` still loading its module cannot undo a later one. */
  #accountGeneration = 0

  constructor(options: DevWalletOptions) {
    this.provider = new DevWalletProvider(this)
    this.#accounts = options.privateKeys.map((key) => privateKeyToAccount(key))
    for (const chain of options.chains) this.#chains.set(chain.chainId, chain)
    this.#memory = createWalletMemory(options.storage ?? defaultStorage(), options.storagePrefix)
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.#approved = this.#memory.isApproved()
    const storedChainId = this.#memory.chainId()
    this.#chainId =
      storedChainId !== undefined && this.#chains.has(storedChainId)
        ? storedChainId
        : (options.chainId ?? options.chains[0].chainId)
    if (!this.#chains.has(this.#chainId)) throw new Error(`Dev Wallet: chain ${this.#chainId} is not in chains`)
    const storedIndex = this.#memory.accountIndex()
    this.#accountIndex =
      storedIndex !== undefined && storedIndex < this.#accounts.length ? storedIndex : (options.accountIndex ?? 0)
    this.#mode = options.mode ?? 'approve'
    this.#delayMs = options.delayMs ?? 500
  }

  get address(): Address {
    return this.#smartAccount?.address ?? this.#accounts[this.#accountIndex]!.address
  }

  get chainId(): number {
    return this.#chainId
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

  addChain(chain: DevWalletChain): void {
    this.#chains.set(chain.chainId, chain)
  }

  /** Makes `wallet_switchEthereumChain` to this chain answer 4902 again. */
  forgetChain(chainId: number): void {
    if (chainId === this.#chainId) throw new Error('Dev Wallet: cannot forget the chain it is on')
    this.#chains.delete(chainId)
  }

  switchChainExternally(chainId: number): void {
    if (!this.#chains.has(chainId)) throw new Error(`Dev Wallet: unknown chain ${chainId}`)
    this.#setChain(chainId)
  }

  /** Selects the key at `index`; while a smart account is in use, this also goes back to plain accounts. */
  changeAccount(index: number): void {
    if (!this.#accounts[index]) throw new Error(`Dev Wallet: no account ${index}`)
    if (index === this.#accountIndex && this.#smartAccount === undefined) return
    this.#accountGeneration++
    this.#smartAccount = undefined
    this.#accountIndex = index
    this.#memory.setAccountIndex(index)
    if (this.#approved) this.provider._emit('accountsChanged', [this.address])
  }

  /**
   * Answers as the counterfactual devnet smart account (Solady ERC-4337, ERC-1271 + ERC-6492) owned by the key at
   * `ownerIndex`: `eth_accounts` lists its address and `personal_sign` returns its ERC-6492-wrapped signature
   * while it is undeployed. `undefined` goes back to the selected plain account. The address is the same on every
   * devnet chain; the mode is not remembered across reloads.
   */
  async useSmartAccount(ownerIndex: number | undefined): Promise<void> {
    const generation = ++this.#accountGeneration
    let next: DevWalletSmartAccount | undefined
    if (ownerIndex !== undefined) {
      const owner = this.#accounts[ownerIndex]
      if (!owner) throw new Error(`Dev Wallet: no account ${ownerIndex}`)
      // Loaded on first use, so the plain wallet carries no account-abstraction code.
      const { smartAccountAddress } = await import('@foyer/devnet/smartAccounts')
      if (generation !== this.#accountGeneration) return
      next = { ownerIndex, address: smartAccountAddress(owner.address) }
    }
    const before = this.address
    this.#smartAccount = next
    if (this.#approved && before !== this.address) this.provider._emit('accountsChanged', [this.address])
  }

  /** As if the user disconnected the site in the wallet. */
  disconnectExternally(): void {
    this.#revoke()
    this.provider._emit('disconnect', disconnected())
  }

  get requests(): readonly DevWalletRequest[] {
    return this.#log
  }

  /** A copy of the log, for callers that can only call methods (Playwright's page.evaluate). */
  getRequests(): DevWalletRequest[] {
    return this.#log.map((entry) => ({ ...entry }))
  }

  clearRequests(): void {
    this.#log.length = 0
  }

  getState(): DevWalletState {
    return {
      approved: this.#approved,
      chainId: this.#chainId,
      accountIndex: this.#accountIndex,
      address: this.address,
      addresses: this.#accounts.map((account) => account.address),
      knownChainIds: [...this.#chains.keys()],
      mode: this.#mode,
      delayMs: this.#delayMs,
      heldPrompts: this.#held.length,
      ...(this.#smartAccount ? { smartAccount: { ...this.#smartAccount } } : {}),
    }
  }

  // —— EIP-1193 ——

  /** @internal called by the provider. */
  async handle({ method, params }: EIP1193RequestArguments): Promise<unknown> {
    const entry: DevWalletRequest = { method, params, at: Date.now(), outcome: 'pending' }
    this.#log.push(entry)
    try {
      const result = await this.#dispatch(method, Array.isArray(params) ? params : params === undefined ? [] : [params])
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

  async #dispatch(method: string, params: readonly unknown[]): Promise<unknown> {
    if (PROMPTED.has(method)) return this.#prompted(method, params)
    switch (method) {
      case 'eth_chainId':
        return numberToHex(this.#chainId)
      case 'net_version':
        return String(this.#chainId)
      case 'eth_accounts':
        return this.#approved ? [this.address] : []
      case 'eth_coinbase':
        return this.#approved ? this.address : null
      case 'wallet_getPermissions':
        return this.#approved ? [accountsPermission(this.address)] : []
      case 'wallet_revokePermissions':
        this.#revoke()
        return null
      case 'wallet_getCapabilities': {
        // EIP-5792: for an account the site may see, like MetaMask (4100 otherwise).
        const [address, chainIds] = params as [string?, unknown?]
        this.#authorize(address)
        return capabilitiesOf(this.#chains, chainIds)
      }
      case 'wallet_getAssets': {
        const [request] = params as [{ account?: string; chainFilter?: unknown }?]
        this.#authorize(request?.account)
        return assetsOf(this.#chains, { account: this.address, chainFilter: request?.chainFilter }, (m, p, chainId) =>
          this.#rpc(m, p, chainId),
        )
      }
    }
    if (REFUSED.has(method) || !FORWARDED_PREFIXES.some((prefix) => method.startsWith(prefix))) {
      throw unsupportedMethod(method)
    }
    return this.#rpc(method, params)
  }

  async #prompted(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions': {
        // Like MetaMask: wallet_requestPermissions always shows the account picker; eth_requestAccounts only when
        // the site is not yet approved.
        if (!this.#approved || method === 'wallet_requestPermissions') {
          await this.#prompt()
          if (this.#approved) return [accountsPermission(this.address)]
          this.#approved = true
          this.#memory.setApproved(true)
          this.provider._emit('connect', { chainId: numberToHex(this.#chainId) })
          this.provider._emit('accountsChanged', [this.address])
        }
        return method === 'eth_requestAccounts' ? [this.address] : [accountsPermission(this.address)]
      }
      case 'personal_sign': {
        // Some dapps send [address, message]; wallets accept either order.
        const [first, second] = params as [string, string]
        const [message, address] =
          isAddress(first ?? '', { strict: false }) && !isAddress(second ?? '', { strict: false })
            ? [second, first]
            : [first, second]
        if (typeof message !== 'string') throw invalidParams('personal_sign needs a message')
        const signer = this.#authorizedSigner(address)
        await this.#prompt()
        return (await signer()).signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = params as [string, string | object]
        const signer = this.#authorizedSigner(address)
        const definition = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as TypedDataDefinition
        await this.#prompt()
        return (await signer()).signTypedData(definition)
      }
      case 'eth_sendTransaction': {
        const [request] = params as [TransactionRequestJson | undefined]
        if (!request) throw invalidParams('eth_sendTransaction needs a transaction')
        if (this.#smartAccount) {
          this.#authorize(request.from ?? this.address)
          throw new DevWalletRpcError(
            4200,
            'The Dev Wallet cannot send transactions from a smart account: the devnet has no EntryPoint or bundler.',
          )
        }
        const account = this.#authorizedAccount(request.from ?? this.address)
        await this.#prompt()
        const chainId = this.#chainId
        const transaction = await fillTransaction(request, {
          from: account.address,
          chainId,
          rpc: (rpcMethod, rpcParams) => this.#rpc(rpcMethod, rpcParams, chainId),
        })
        const signed = await account.signTransaction(transaction)
        return this.#rpc('eth_sendRawTransaction', [signed], chainId)
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: chainIdHex } = { chainId: undefined }] = params as [{ chainId?: string }?]
        if (typeof chainIdHex !== 'string' || !isHex(chainIdHex)) throw invalidParams('chainId must be a hex string')
        const chainId = Number(chainIdHex)
        if (!this.#chains.has(chainId)) throw unrecognizedChain(chainIdHex)
        if (chainId === this.#chainId) return null
        await this.#prompt()
        this.#setChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = chainToAdd(params)
        // Like MetaMask: adding a chain the wallet knows asks nothing; adding never switches.
        if (this.#chains.has(chain.chainId)) return null
        await this.#prompt()
        this.#chains.set(chain.chainId, chain)
        return null
      }
    }
    throw unsupportedMethod(method)
  }

  async #prompt(): Promise<void> {
    if (this.#mode === 'reject') throw userRejected()
    if (this.#mode === 'delay') await sleep(this.#delayMs)
    if (this.#mode === 'hold') {
      await new Promise<void>((approve, reject) => this.#held.push({ approve, reject }))
    }
  }

  /** Only the account the site sees may sign, and only for an approved site: 4100 otherwise. */
  #authorize(address: string | undefined): void {
    if (!this.#approved) throw unauthorized()
    if (address === undefined || !isAddress(address, { strict: false }) || !isAddressEqual(address, this.address))
      throw unauthorized()
  }

  /** Checks at once; the smart account, if in use, is built only once the prompt is answered. */
  #authorizedSigner(address: string | undefined): () => Promise<Signer> {
    const smart = this.#smartAccount
    if (!smart) {
      const account = this.#authorizedAccount(address)
      return async () => account
    }
    this.#authorize(address)
    return () => this.#smartSigner(smart)
  }

  /** The smart account on the current chain, read through the wallet's own RPC (its EIP-712 domain has the chain). */
  async #smartSigner({ ownerIndex }: DevWalletSmartAccount): Promise<SmartAccount> {
    const { devnetSmartAccount, eip1193Client } = await import('@foyer/devnet/smartAccounts')
    const chainId = this.#chainId
    const client = eip1193Client(({ method, params }) =>
      this.#rpc(method, (params ?? []) as readonly unknown[], chainId),
    )
    return devnetSmartAccount({ client, owner: this.#accounts[ownerIndex]! })
  }

  #authorizedAccount(address: string | undefined): PrivateKeyAccount {
    this.#authorize(address)
    return this.#accounts[this.#accountIndex]!
  }

  #setChain(chainId: number): void {
    if (chainId === this.#chainId) return
    this.#chainId = chainId
    this.#memory.setChainId(chainId)
    this.provider._emit('chainChanged', numberToHex(chainId))
  }

  #revoke(): void {
    const wasApproved = this.#approved
    this.#approved = false
    this.#memory.setApproved(false)
    if (wasApproved) this.provider._emit('accountsChanged', [])
  }

  #rpc<T>(method: string, params: readonly unknown[], chainId = this.#chainId): Promise<T> {
    const chain = this.#chains.get(chainId)
    if (!chain) return Promise.reject(disconnected())
    return callRpc<T>(this.#fetch, chain.rpcUrl, method, params)
  }
}

/** What signs a message or typed data: a key, or the smart account it owns. */
type Signer = Pick<PrivateKeyAccount | SmartAccount, 'signMessage' | 'signTypedData'>

export function createDevWallet(options: DevWalletOptions): DevWallet {
  return new DevWallet(options)
}
