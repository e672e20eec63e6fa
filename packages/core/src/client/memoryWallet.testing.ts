import type {
  AccountChoicesRequest,
  AdapterEvent,
  ChainAdapter,
  ChainDescription,
  ConnectResult,
  TransactionOutcome,
  TransactionRequest,
  TransferRequest,
} from '../adapter/ChainAdapter.ts'
import { explorerPage } from '../format/explorerPage.ts'
import type { Connector } from '../types/connector.ts'
import type { ChainNamespace, Network } from '../types/network.ts'

/**
 * The memory wallet's "signature": a digest of signer and message (FNV-1a), so a test verifier can tell a
 * signature of this message by this account from any other. It proves nothing cryptographically.
 */
export function memorySignature(message: string, signer: string): string {
  let hash = 0x811c9dc5
  for (const char of `${signer.toLowerCase()}\n${message}`) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `0x${hash.toString(16).padStart(8, '0')}`
}

const explorerTransactionUrl = (network: Network, hash: string) => explorerPage(network, `tx/${hash}`)
const explorerAddressUrl = (network: Network, address: string) => explorerPage(network, `address/${address}`)

/** Chains as the memory wallet describes them: EVM-like (0x) and Solana-like (base58) rules. */
export const MEMORY_CHAINS: Partial<Record<ChainNamespace, ChainDescription>> = {
  eip155: {
    label: 'Ethereum',
    addressPrefix: '0x',
    isAddress: (value) => /^0x[\da-f]{40}$/i.test(value),
    normalizeAddress: (value) => value,
    isTransactionHash: (value) => /^0x[\da-f]{64}$/i.test(value),
    transactionUrl: explorerTransactionUrl,
    addressUrl: explorerAddressUrl,
    nameCoinType: '60',
    api: { tokenBalances: true, activity: true, identity: true, onramp: true },
  },
  solana: {
    label: 'Solana',
    isAddress: (value) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value),
    normalizeAddress: (value) => value,
    isTransactionHash: (value) => /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value),
    transactionUrl: explorerTransactionUrl,
    addressUrl: explorerAddressUrl,
    nameCoinType: '501',
    api: { tokenBalances: true, activity: false, identity: false, onramp: true },
  },
}

/**
 * A wallet that lives in memory and honours the ChainAdapter contract, for testing the client's flows.
 * The browser journeys run against the real EVM adapter and Dev Wallet in e2e/.
 */
export function createMemoryWallet(
  options: {
    address?: string
    chainId?: number | string
    knownChains?: (number | string)[]
    approved?: boolean
    /** The wallet's namespace (default eip155), and its connector's id and type. */
    namespace?: ChainNamespace
    connector?: Partial<Connector>
    /** How the wallet's chain is described; default an EVM-like or Solana-like description by namespace. */
    chain?: ChainDescription
    /** The page runs inside this wallet (as a dapp inside a Safe): the adapter names it as the host's connector. */
    hostsThePage?: boolean
    /** Like a Safe: transfers are proposed to a queue, and the hash answered is the queue's id. */
    queuesTransactions?: boolean
    /**
     * Like a hardware wallet: the accounts it holds under each scheme (the first scheme its default). Its connector
     * then says picksAccount, the adapter lists them, and connect takes the one picked.
     */
    heldAccounts?: Record<string, string[]>
  } = {},
) {
  const namespace = options.namespace ?? 'eip155'
  const address = options.address ?? '0x1111111111111111111111111111111111111111'
  const listeners = new Set<(event: AdapterEvent) => void>()
  const state = {
    chainId: (options.chainId ?? 1) as number | string,
    /** Whether the wallet granted this site its accounts (a reload then reconnects silently); a host grants its page. */
    approved: options.approved ?? options.hostsThePage ?? false,
    /** How often the page asked whether it runs inside this wallet. */
    hostAsked: 0,
    /** How often a dapp asked the wallet to connect. */
    connectCalls: 0,
    nextAnswer: 'approve' as 'approve' | 'reject' | 'wrapped-reject' | 'fail' | 'hang' | 'pair',
    /** With 'pair': the pairing URIs shown, and how a test has the wallet scan and approve the last one. */
    pairingUris: [] as string[],
    approvePairing: undefined as (() => void) | undefined,
    disconnectFails: false,
    balance: 1_234_567_000_000_000_000n,
    balanceFails: false,
    balanceCalls: 0,
    knownChains: new Set<number | string>(options.knownChains ?? [1, 10]),
    /** Transfers the wallet signed and sent, in order. */
    sent: [] as TransferRequest[],
    /** Built transactions (a swap's approval and swap) the wallet signed and sent, in order. */
    transactions: [] as TransactionRequest[],
    fee: 21_000n * 1_000_000_000n,
    /** The network cannot estimate a transfer's fee (a node error, a transfer that would revert). */
    feeFails: false,
    /** How the network answers waitForTransaction: an outcome, or 'timeout' after timeoutMs. */
    landing: 'success' as TransactionOutcome | 'timeout',
    /** The timeouts waitForTransaction was given. */
    waitTimeouts: [] as number[],
    /** Messages the wallet signed, in order. */
    signed: [] as string[],
    /** The pages of held accounts asked for, in order. */
    choicesAsked: [] as { scheme?: string; offset: number; count: number }[],
    /** Thrown by the next listing of held accounts (a locked device), then cleared. */
    choicesError: undefined as unknown,
    /** While set, listings wait for it (a device slow to answer), so a test can see the wait. */
    choicesWait: undefined as Promise<void> | undefined,
    /** The account connected: the one picked among the held ones, else `address`. */
    address,
  }
  const connector: Connector = {
    id: 'memory.wallet',
    name: 'Memory Wallet',
    type: 'ANNOUNCED',
    ...(options.heldAccounts ? { picksAccount: true as const } : {}),
    ...options.connector,
    chain: namespace,
  }

  function answer(): void {
    const next = state.nextAnswer
    state.nextAnswer = 'approve'
    if (next === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    if (next === 'wrapped-reject') {
      // As an EIP-1193 provider relaying another wallet's answer: the rejection sits in data.originalError.
      throw Object.assign(new Error('Internal JSON-RPC error.'), {
        code: -32603,
        data: { originalError: { code: '4001', message: 'denied' } },
      })
    }
    if (next === 'fail') throw new Error('wallet crashed')
  }
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const granted = (): ConnectResult => ({
    accounts: [{ namespace, address: state.address, type: 'eoa' }],
    chainId: state.chainId,
    ...(options.queuesTransactions ? { queuesTransactions: true } : {}),
  })

  const adapter: ChainAdapter = {
    namespace,
    chain: options.chain ?? MEMORY_CHAINS[namespace] ?? (MEMORY_CHAINS.eip155 as ChainDescription),
    watchConnectors(onChange) {
      onChange([connector])
      return () => {}
    },
    async connect({ signal, onDisplayUri, accountChoice }): Promise<ConnectResult> {
      state.connectCalls++
      const picked = accountChoice && options.heldAccounts?.[accountChoice.scheme]?.[accountChoice.index]
      state.address = picked ?? address
      if (state.nextAnswer === 'pair') {
        state.nextAnswer = 'approve'
        // Like a WalletConnect pairing: a URI to show, then the wallet's approval or the attempt abandoned.
        const uri = `wc:${String(state.connectCalls).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'1'.repeat(64)}`
        state.pairingUris.push(uri)
        onDisplayUri?.(uri)
        await new Promise<void>((resolve, reject) => {
          state.approvePairing = resolve
          signal?.addEventListener('abort', () => reject(new Error('Modal closed')))
        })
      }
      if (state.nextAnswer === 'hang') {
        state.nextAnswer = 'approve'
        // Like a QR code nobody scans: it waits until the attempt is abandoned.
        await new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Error('Modal closed'))))
      }
      answer()
      state.approved = true
      return granted()
    },
    ...(options.heldAccounts
      ? {
          async listAccountChoices({ connectorId, scheme, offset, count }: AccountChoicesRequest) {
            const held = options.heldAccounts ?? {}
            if (connectorId !== connector.id) return undefined
            state.choicesAsked.push({ scheme, offset, count })
            await state.choicesWait
            const failure = state.choicesError
            state.choicesError = undefined
            if (failure) throw failure
            const shown = scheme ?? Object.keys(held)[0] ?? ''
            return {
              schemes: Object.keys(held).map((id) => ({ id, label: `Scheme ${id}` })),
              scheme: shown,
              accounts: (held[shown] ?? []).slice(offset, offset + count).map((account, at) => ({
                address: account,
                index: offset + at,
                path: `${shown}/${offset + at}`,
              })),
            }
          },
        }
      : {}),
    ...(options.hostsThePage
      ? {
          hostConnectorId: async () => {
            state.hostAsked++
            return connector.id
          },
        }
      : {}),
    async reconnect() {
      return state.approved ? granted() : undefined
    },
    async disconnect() {
      if (state.disconnectFails) throw new Error('the wallet did not answer')
      state.approved = false
    },
    async getAccounts() {
      return [{ namespace, address, type: 'eoa' }]
    },
    async getBalance({ network }: { network: Network }) {
      state.balanceCalls++
      if (state.balanceFails) throw new Error('node down')
      return { value: state.balance, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    async switchNetwork({ network }) {
      answer()
      state.knownChains.add(network.id)
      state.chainId = network.id
      emit({ type: 'chainChanged', chainId: state.chainId })
    },
    async signMessage({ message, address: signer }) {
      answer()
      state.signed.push(message)
      return memorySignature(message, signer)
    },
    async estimateTransferFee({ network }) {
      if (state.feeFails) throw new Error('execution reverted')
      return { value: state.fee, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    async sendTransfer(request) {
      answer()
      state.sent.push(request)
      // A proposal moves nothing until the queue's owners sign.
      if (options.queuesTransactions) return `0x${'9'.repeat(60)}${state.sent.length.toString(16).padStart(4, '0')}`
      // The native balance pays the amount (native transfers) and the fee, as on a real chain.
      state.balance -= (request.token ? 0n : request.amount) + state.fee
      return `0x${state.sent.length.toString(16).padStart(64, '0')}`
    },
    async sendTransaction(request) {
      answer()
      state.transactions.push(request)
      state.balance -= request.value + state.fee
      return `0x${'a'.repeat(60)}${state.transactions.length.toString(16).padStart(4, '0')}`
    },
    async waitForTransaction({ timeoutMs }) {
      state.waitTimeouts.push(timeoutMs)
      if (state.landing === 'timeout') throw new Error(`not mined within ${timeoutMs} ms`)
      return state.landing
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getProvider: () => ({ isMemoryWallet: true }),
  }
  return { adapter, state, connector, emit, address }
}
