import {
  approveNamespaces,
  type PendingRequestRecord,
  type ProposalRecord,
  sdkError,
  WalletClient,
} from '@foyer/walletconnect/wallet'
import { createDevWallet, type DevWallet } from '../devWallet.ts'
import { DevWalletRpcError, unsupportedMethod } from '../rpcError.ts'
import { createMemoryStorage } from '../walletStorage.ts'
import { BITCOIN_EVENTS, BITCOIN_METHODS, type BitcoinRequests, createBitcoinRequests } from './bitcoinRequests.ts'
import { createPolkadotRequests, POLKADOT_METHODS, type PolkadotRequests } from './polkadotRequests.ts'
import { createSolanaRequests, SOLANA_METHODS, type SolanaRequests } from './solanaRequests.ts'
import type {
  WcWalletMode,
  WcWalletOptions,
  WcWalletProposal,
  WcWalletRequest,
  WcWalletSessionInfo,
  WcWalletState,
} from './wcWalletTypes.ts'

const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const EVENTS = ['chainChanged', 'accountsChanged']

const namespaceOf = (chainId: string) => chainId.split(':')[0]

type Decision = 'approve' | 'reject'

/**
 * A WalletConnect wallet for tests and for people: Foyer's own wallet client on the other end of the relay,
 * signing with the Dev Wallet's local keys and sending to the devnet. Its user is played by `mode`, or by
 * clicks in 'ask' mode. Proposals and requests left unanswered survive a reload of the wallet.
 */
export class WcWallet {
  readonly #client: WalletClient
  readonly #signer: DevWallet
  readonly #chainIds: number[]
  readonly #solana: { requests: SolanaRequests; methods: readonly string[] } | undefined
  readonly #polkadot: PolkadotRequests | undefined
  readonly #bitcoin: { requests: BitcoinRequests; methods: readonly string[] } | undefined
  #mode: WcWalletMode
  readonly #proposals = new Map<number, { proposal: ProposalRecord; decide(decision: Decision): void }>()
  readonly #pendingDecisions = new Map<number, (decision: Decision) => void>()
  readonly #requests: WcWalletRequest[] = []
  readonly #listeners = new Set<() => void>()

  private constructor(client: WalletClient, signer: DevWallet, options: WcWalletOptions) {
    this.#client = client
    this.#signer = signer
    this.#chainIds = options.chains.map((chain) => chain.chainId)
    this.#solana = options.solana && {
      requests: createSolanaRequests({
        secretKeys: options.solana.secretKeys,
        chains: options.solana.chains,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
      methods: options.solana.methods ?? SOLANA_METHODS,
    }
    this.#polkadot = options.polkadot && createPolkadotRequests(options.polkadot)
    this.#bitcoin = options.bitcoin && {
      requests: createBitcoinRequests({
        privateKeys: options.bitcoin.privateKeys,
        chains: options.bitcoin.chains,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
      methods: options.bitcoin.methods ?? BITCOIN_METHODS,
    }
    this.#mode = options.mode ?? 'approve'
    client.events.on('session_proposal', (proposal) => void this.#onProposal(proposal))
    client.events.on('session_request', (request) => void this.#onRequest(request))
    client.events.on('session_delete', () => this.#notify())
    client.events.on('session_acknowledged', () => this.#notify())
    client.events.on('proposal_expire', ({ id }) => {
      this.#proposals.delete(id)
      this.#notify()
    })
    // What was waiting for the user when the wallet closed is asked again.
    for (const proposal of client.getPendingProposals()) void this.#onProposal(proposal)
    for (const request of client.getPendingRequests()) void this.#onRequest(request)
  }

  static async create(options: WcWalletOptions): Promise<WcWallet> {
    const client = await WalletClient.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      storagePrefix: options.storagePrefix ?? 'foyer-wc-wallet',
      metadata: {
        name: options.name ?? 'Foyer Test Wallet',
        description: 'A WalletConnect wallet for the Foyer devnet',
        url: typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
        icons: [],
      },
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.webSocket ? { webSocket: options.webSocket } : {}),
    })
    // The Dev Wallet already signs and sends like a wallet; here it is the key store behind the sessions.
    const signer = createDevWallet({
      privateKeys: options.privateKeys,
      chains: options.chains,
      storage: createMemoryStorage(),
      mode: 'approve',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
    await signer.handle({ method: 'eth_requestAccounts' })
    return new WcWallet(client, signer, options)
  }

  get address(): string {
    return this.#signer.address
  }

  /** The Solana accounts' addresses; [] without a Solana side. */
  get solanaAddresses(): string[] {
    return [...(this.#solana?.requests.addresses ?? [])]
  }

  /** The Bitcoin accounts' (payment) addresses; [] without a Bitcoin side. */
  get bitcoinAddresses(): string[] {
    return [...(this.#bitcoin?.requests.addresses ?? [])]
  }

  /** Pairs with a dapp's `wc:` URI; the session proposal follows through the relay. */
  async pair(uri: string): Promise<void> {
    if (!uri.startsWith('wc:')) throw new Error('A WalletConnect URI starts with "wc:"')
    await this.#client.pair(uri)
  }

  setMode(mode: WcWalletMode): void {
    this.#mode = mode
    this.#notify()
  }

  getRequests(): WcWalletRequest[] {
    return this.#requests.map((request) => ({ ...request }))
  }

  getState(): WcWalletState {
    return {
      mode: this.#mode,
      address: this.address,
      solanaAddresses: this.solanaAddresses,
      proposals: [...this.#proposals.values()].map(({ proposal }) => describeProposal(proposal)),
      requests: this.getRequests(),
      sessions: this.getSessions(),
    }
  }

  getSessions(): WcWalletSessionInfo[] {
    return this.#client.getSessions().map((session) => ({
      topic: session.topic,
      dappName: session.peer.metadata.name,
      dappUrl: session.peer.metadata.url,
      accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
    }))
  }

  /** The page's answer to a proposal or request shown in 'ask' mode. */
  decide(id: number, decision: Decision): void {
    this.#proposals.get(id)?.decide(decision)
    this.#pendingDecisions.get(id)?.(decision)
  }

  /** As if the user ended the sessions in the wallet: the dapp is told through the relay. */
  async disconnect(): Promise<void> {
    for (const { topic } of this.getSessions()) await this.#client.disconnect(topic, sdkError('USER_DISCONNECTED'))
    this.#notify()
  }

  /** As if the user switched network in the wallet: every session hears chainChanged on that chain. */
  async switchChain(chainId: number): Promise<void> {
    this.#signer.switchChainExternally(chainId)
    for (const { topic } of this.getSessions()) {
      await this.#client.emit({ topic, event: { name: 'chainChanged', data: chainId }, chainId: `eip155:${chainId}` })
    }
  }

  /** Stops the wallet's socket and timers (tests, and a page going away). */
  close(): void {
    this.#client.close()
  }

  /** Called whenever what the page shows changes. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener()
  }

  #decision(register: (decide: (decision: Decision) => void) => void): Promise<Decision> {
    if (this.#mode !== 'ask') return Promise.resolve(this.#mode)
    return new Promise((resolve) => register(resolve))
  }

  async #onProposal(proposal: ProposalRecord): Promise<void> {
    const decision = await this.#decision((decide) => {
      this.#proposals.set(proposal.id, { proposal, decide })
      this.#notify()
    })
    this.#proposals.delete(proposal.id)
    try {
      if (decision === 'reject') {
        await this.#client.reject({ id: proposal.id, reason: sdkError('USER_REJECTED') })
      } else {
        const chains = this.#chainIds.map((chainId) => `eip155:${chainId}`)
        const solana = this.#solana
        const polkadot = this.#polkadot
        const bitcoin = this.#bitcoin
        const namespaces = approveNamespaces(
          proposal.params.requiredNamespaces ?? {},
          proposal.params.optionalNamespaces ?? {},
          {
            eip155: {
              chains,
              methods: METHODS,
              events: EVENTS,
              accounts: chains.map((chain) => `${chain}:${this.address}`),
            },
            // Solana wallets do not switch chains: no chainChanged; account changes come as session updates.
            ...(solana
              ? {
                  solana: {
                    chains: solana.requests.chainIds,
                    methods: [...solana.methods],
                    events: [],
                    accounts: solana.requests.accounts(),
                  },
                }
              : {}),
            ...(polkadot
              ? {
                  polkadot: {
                    chains: polkadot.chainIds,
                    methods: [...POLKADOT_METHODS],
                    events: [],
                    accounts: polkadot.accounts(),
                  },
                }
              : {}),
            ...(bitcoin
              ? {
                  bip122: {
                    chains: bitcoin.requests.chainIds,
                    methods: [...bitcoin.methods],
                    events: [...BITCOIN_EVENTS],
                    accounts: bitcoin.requests.accounts(),
                  },
                }
              : {}),
          },
        )
        await this.#client.approve({ id: proposal.id, namespaces })
      }
    } catch (error) {
      console.error('[wc-wallet] could not answer the proposal', error)
      await this.#client.reject({ id: proposal.id, reason: sdkError('UNSUPPORTED_CHAINS') }).catch(() => {})
    }
    this.#notify()
  }

  async #onRequest({ id, topic, method, params, chainId }: PendingRequestRecord): Promise<void> {
    const entry: WcWalletRequest = { id, topic, method, params, chainId, at: Date.now(), outcome: 'pending' }
    this.#requests.push(entry)
    const decision = await this.#decision((decide) => {
      this.#pendingDecisions.set(id, decide)
      this.#notify()
    })
    this.#pendingDecisions.delete(id)
    try {
      if (decision === 'reject') throw new DevWalletRpcError(5000, 'User rejected.')
      const result = await this.#answer(method, params, chainId)
      entry.outcome = 'ok'
      entry.result = result
      await this.#client.respond({ topic, response: { id, result } })
    } catch (thrown) {
      const error =
        thrown instanceof DevWalletRpcError
          ? { code: thrown.code, message: thrown.message }
          : { code: -32603, message: (thrown as Error).message }
      entry.outcome = 'error'
      entry.error = error
      await this.#client.respond({ topic, response: { id, error } }).catch(() => {})
    }
    this.#notify()
  }

  /** A request the user approved, answered by the side of its chain's namespace. */
  async #answer(method: string, params: unknown, chainId: string): Promise<unknown> {
    if (namespaceOf(chainId) === 'solana') {
      // The dapp's client keeps to the granted methods already; this is the wallet's own check.
      if (!this.#solana?.methods.includes(method)) throw unsupportedMethod(method)
      return this.#solana.requests.handle(method, params, chainId)
    }
    if (namespaceOf(chainId) === 'polkadot') {
      if (!this.#polkadot) throw unsupportedMethod(method)
      return this.#polkadot.handle(method, params, chainId)
    }
    if (namespaceOf(chainId) === 'bip122') {
      if (!this.#bitcoin?.methods.includes(method)) throw unsupportedMethod(method)
      return this.#bitcoin.requests.handle(method, params, chainId)
    }
    const target = Number(chainId.split(':')[1])
    if (target !== this.#signer.chainId) this.#signer.switchChainExternally(target)
    return this.#signer.handle({ method, params: params as unknown[] })
  }
}

function describeProposal(proposal: ProposalRecord): WcWalletProposal {
  const { proposer, requiredNamespaces, optionalNamespaces } = proposal.params
  const chains = [...Object.values(requiredNamespaces ?? {}), ...Object.values(optionalNamespaces ?? {})].flatMap(
    (namespace) => namespace.chains ?? [],
  )
  return { id: proposal.id, dappName: proposer.metadata.name, dappUrl: proposer.metadata.url, chains }
}

export function createWcWallet(options: WcWalletOptions): Promise<WcWallet> {
  return WcWallet.create(options)
}
