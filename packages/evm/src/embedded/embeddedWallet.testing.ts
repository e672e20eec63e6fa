import {
  type EmbeddedAccount,
  type EmbeddedRpcRequest,
  type EmbeddedWallet,
  type EmbeddedWalletEvent,
  FoyerError,
  UserRejectedError,
} from '@foyer/core'
import { rpcMethodPolicy } from '@foyer/protocol/rpc-policy'
import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** What the visitor does with a request the frame shows for approval. */
export type ApprovalAnswer = 'approve' | 'reject'

export interface TestEmbeddedWalletOptions {
  /** The key of the signed-in visitor's EVM account. */
  privateKey: Hex
  connectorId?: string
  /** Signed in at the start (a session the frame kept from an earlier visit). Default true. */
  signedIn?: boolean
  /** The frame never loads (its site is down): every call fails with SPEC §9's text, as core reports it. */
  unreachable?: boolean
  /** How the visitor answers each approval; default approve. */
  approve?(request: EmbeddedRpcRequest): ApprovalAnswer | Promise<ApprovalAnswer>
}

/** A transaction as eth_sendTransaction / wallet_sendCalls pass it (EIP-1193: quantities in hex). */
interface RpcTransaction {
  from?: string
  to?: string
  value?: string
  data?: string
  gas?: string
}

/**
 * A stand-in for the secure frame behind core's embedded wallet, for the adapter's tests: the visitor's account
 * is a real viem local account, signatures are real, sends are signed here and go to the chain's real node (the
 * request's rpcUrl), reads are forwarded there. Like the frame it refuses SPEC §6's forbidden methods, asks for
 * approval (answered by `approve`), checks the typed-data and call chain against the active one, and answers
 * only while someone is signed in. Errors are what core's frame client hands the adapter (its frameError): UserRejectedError for a
 * no, 'Requested RPC call is not allowed' for a forbidden method, 'Unable to load email login dependency' when
 * the frame cannot load, and otherwise 'Something went wrong' with the frame's own words.
 */
export function createTestEmbeddedWallet(options: TestEmbeddedWalletOptions) {
  const account = privateKeyToAccount(options.privateKey)
  const listeners = new Set<(event: EmbeddedWalletEvent) => void>()
  const calls = new Map<string, { chainId: number; rpcUrl: string; hashes: Hex[] }>()
  let signedIn = options.signedIn ?? true
  let address: string = account.address

  /** Every request that reached the frame, in order. */
  const requests: EmbeddedRpcRequest[] = []
  /** Every request the frame showed for approval. */
  const approvals: EmbeddedRpcRequest[] = []
  const switches: { chainId: number | string; rpcUrl?: string }[] = []

  const emit = (event: EmbeddedWalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  const clientFor = (request: EmbeddedRpcRequest) => {
    if (!request.rpcUrl) throw new Error('The frame was given no node for this chain')
    const chain = defineChain({
      id: Number(request.chainId),
      name: `Chain ${request.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [request.rpcUrl] } },
    })
    return createWalletClient({ account, chain, transport: http(request.rpcUrl) })
  }

  const forward = async (request: EmbeddedRpcRequest): Promise<unknown> => {
    if (!request.rpcUrl) throw new Error('The frame was given no node for this chain')
    const response = await fetch(request.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }

  const ownAccount = (value: unknown) => {
    if (typeof value !== 'string' || !isHex(value) || !isAddressEqual(value, account.address)) {
      throw new Error('The requested account has not been authorized')
    }
  }

  const send = (request: EmbeddedRpcRequest, transaction: RpcTransaction) => {
    if (transaction.from !== undefined) ownAccount(transaction.from)
    if (transaction.to !== undefined && !isHex(transaction.to)) throw new Error("'to' must start with 0x")
    return clientFor(request).sendTransaction({
      ...(transaction.to ? { to: transaction.to as Hex } : {}),
      ...(transaction.value ? { value: BigInt(transaction.value) } : {}),
      ...(transaction.data ? { data: transaction.data as Hex } : {}),
      ...(transaction.gas ? { gas: BigInt(transaction.gas) } : {}),
    })
  }

  const signed = async (request: EmbeddedRpcRequest): Promise<unknown> => {
    const params = (Array.isArray(request.params) ? request.params : []) as unknown[]
    const activeChainId = Number(request.chainId)
    switch (request.method) {
      case 'personal_sign': {
        const [message, signer] = params
        ownAccount(signer)
        if (typeof message !== 'string') throw new Error('The message must be a string')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [signer, data] = params
        ownAccount(signer)
        const typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
        if (Number(typedData.domain?.chainId) !== activeChainId) {
          throw new Error(`The typed data is for chain ${typedData.domain?.chainId}, not the active ${activeChainId}`)
        }
        return account.signTypedData(typedData)
      }
      case 'eth_sendTransaction':
        return send(request, params[0] as RpcTransaction)
      case 'wallet_sendCalls': {
        const [batch] = params as [{ chainId?: string; from?: string; calls?: RpcTransaction[] } | undefined]
        if (!batch || !Array.isArray(batch.calls) || batch.calls.length === 0) throw new Error('calls are required')
        if (Number(batch.chainId) !== activeChainId) throw new Error(`The calls are not for chain ${activeChainId}`)
        if (batch.from !== undefined) ownAccount(batch.from)
        // SPEC §5, checked for every call before any is sent.
        if (!batch.calls.every((call) => typeof call.to === 'string' && call.to.startsWith('0x'))) {
          throw new Error("'to' must start with 0x")
        }
        // An EOA cannot batch: the calls go one after another, as the frame's signer sends them.
        const hashes: Hex[] = []
        for (const call of batch.calls) hashes.push(await send(request, call))
        const id = numberToHex(BigInt(calls.size + 1), { size: 32 })
        calls.set(id, { chainId: activeChainId, rpcUrl: request.rpcUrl ?? '', hashes })
        return { id }
      }
    }
    throw new Error(`The frame cannot sign ${request.method}`)
  }

  const callsStatus = async (request: EmbeddedRpcRequest) => {
    const [id] = (Array.isArray(request.params) ? request.params : []) as unknown[]
    const batch = typeof id === 'string' ? calls.get(id) : undefined
    if (!batch) throw new Error('Unknown bundle id')
    const receipts = await Promise.all(
      batch.hashes.map((hash) =>
        forward({ ...request, method: 'eth_getTransactionReceipt', params: [hash], rpcUrl: batch.rpcUrl }),
      ),
    )
    const mined = receipts.filter((receipt): receipt is { status: Hex } => receipt !== null)
    const status = mined.length < receipts.length ? 100 : mined.every((receipt) => receipt.status === '0x1') ? 200 : 600
    return { version: '2.0.0', id, chainId: numberToHex(batch.chainId), atomic: false, status, receipts: mined }
  }

  /** The frame's side of one RPC request: reads forwarded to the chain's node, the rest after the visitor's yes. */
  const answer = async (request: EmbeddedRpcRequest): Promise<unknown> => {
    if (!signedIn) throw new Error('Not signed in')
    if (request.chainNamespace !== 'eip155') throw new Error(`This frame holds no ${request.chainNamespace} account`)
    const policy = rpcMethodPolicy(request.method)
    if (request.method === 'wallet_getCallsStatus') return callsStatus(request)
    if (policy === 'safe') return forward(request)
    approvals.push(request)
    if ((await (options.approve?.(request) ?? 'approve')) === 'reject') throw new UserRejectedError()
    return signed(request)
  }

  const wallet: EmbeddedWallet = {
    connectorId: options.connectorId ?? 'embedded',
    origin: 'http://127.0.0.1:1',
    async getAccounts({ chainNamespace }) {
      if (options.unreachable) throw new FoyerError('IFRAME_LOAD_FAILED')
      return signedIn && chainNamespace === 'eip155' ? [{ namespace: 'eip155', address }] : []
    },
    async request(request) {
      requests.push(request)
      // As core's frame client does, before anything is posted.
      if (rpcMethodPolicy(request.method) === 'forbidden') throw new FoyerError('RPC_NOT_ALLOWED')
      try {
        return await answer(request)
      } catch (error) {
        // Over the port an error is only its message; core makes the visitor's no UserRejectedError and the rest
        // 'Something went wrong' with the frame's words (core's frameError).
        if (error instanceof UserRejectedError) throw error
        throw new FoyerError('SOMETHING_WENT_WRONG', error instanceof Error ? error.message : String(error))
      }
    },
    async switchNetwork({ chainId, rpcUrl }) {
      switches.push({ chainId, ...(rpcUrl ? { rpcUrl } : {}) })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async signOut() {
      if (!signedIn) return
      signedIn = false
      emit({ type: 'disconnect' })
    },
  }

  return {
    wallet,
    address: account.address,
    requests,
    approvals,
    switches,
    isSignedIn: () => signedIn,
    /** The visitor signs in (the email login the views run). */
    signIn() {
      signedIn = true
    },
    /** The frame reports another account (or none: `undefined`), as after a sign-in elsewhere. */
    changeAccount(next: string | undefined) {
      address = next ?? ''
      emit({ type: 'accountsChanged', accounts: next ? [{ namespace: 'eip155', address: next }] : [] })
    },
    /** The frame reports exactly these accounts, of any namespace (what core passes on from the frame). */
    reportAccounts(accounts: EmbeddedAccount[]) {
      emit({ type: 'accountsChanged', accounts })
    },
    /** The frame's session ends on its own (expired, signed out in another tab). */
    endSession() {
      signedIn = false
      emit({ type: 'disconnect' })
    },
    listenerCount: () => listeners.size,
  }
}

export type TestEmbeddedWallet = ReturnType<typeof createTestEmbeddedWallet>
