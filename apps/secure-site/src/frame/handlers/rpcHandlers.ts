import { type AppEventPayload, FRAME_TEXTS, FRAME_USER_REJECTED } from '@foyer/protocol'
import { ACTION_NOT_ALLOWED } from '../../custody/custodyErrors.ts'
import { evmChainIdOf, solanaNetworkOf } from '../chainIds.ts'
import type { JsonRpc } from '../chainRpc.ts'
import type { FrameContext, FrameSigners, RequestDescription } from '../frameContext.ts'
import { FrameRequestError } from '../frameRequestError.ts'
import type { RequestHandlers } from '../portDispatcher.ts'
import { isSolanaMethod, routeRpc } from '../rpcRouting.ts'
import { NOT_CONNECTED } from './frameUser.ts'

type RpcPayload = AppEventPayload<'RPC_REQUEST'>

/**
 * RPC_REQUEST under SPEC §6's policy, and RPC_ABORT. A request that signs is shown on the approval screen (the
 * frame emits SHOW before and HIDE after), one at a time, and signed only once the visitor approves; a reject
 * answers 'User rejected the request', an abort 'Request was aborted'.
 */
export function rpcHandlers(context: FrameContext): Pick<RequestHandlers, 'RPC_REQUEST' | 'RPC_ABORT'> {
  const { state } = context
  const running = new Map<string, AbortController>()
  let approvals: Promise<unknown> = Promise.resolve()

  const approve = (description: RequestDescription, signal: AbortSignal): Promise<boolean> => {
    const turn = approvals.then(async () => {
      if (signal.aborted) throw new FrameRequestError(FRAME_TEXTS.aborted)
      context.outbox.emit('SHOW', { purpose: 'approve' })
      try {
        return await context.approval.ask(description, context.parentOrigin, signal)
      } catch (error) {
        throw signal.aborted ? new FrameRequestError(FRAME_TEXTS.aborted) : error
      } finally {
        context.outbox.emit('HIDE', {})
      }
    })
    approvals = turn.catch(() => undefined)
    return turn
  }

  return {
    async RPC_REQUEST(payload, id) {
      const route = routeRpc(payload.method)
      if (route === 'forbidden') throw new FrameRequestError(FRAME_TEXTS.notAllowed)
      if (route === 'unsupported') throw new FrameRequestError(ACTION_NOT_ALLOWED)
      const solana = isSolanaMethod(payload.method, payload.chainNamespace)
      if (route === 'local') return { result: await answerLocally(context, payload) }
      if (route === 'forward') {
        return { result: await chainFor(context, payload, solana).request(payload.method, asArray(payload.params)) }
      }
      const wallet = state.wallet
      if (!wallet) throw new FrameRequestError(NOT_CONNECTED)
      const description = describe(context, payload)
      const controller = new AbortController()
      running.set(id, controller)
      try {
        const signal = AbortSignal.any([controller.signal, state.signOut.signal])
        if (!(await approve(description, signal))) throw new FrameRequestError(FRAME_USER_REJECTED)
        // The chain the app names for this request is the active one; typed data and transactions must match it.
        const named = !solana && payload.chainId !== undefined ? evmChainIdOf(payload.chainId) : undefined
        const activeChainId = named ?? state.evmChainId
        return { result: await sign(wallet.signers, payload, activeChainId, () => chainFor(context, payload, solana)) }
      } finally {
        running.delete(id)
      }
    },

    async RPC_ABORT({ requestId }) {
      running.get(requestId)?.abort()
      return {}
    },
  }
}

/** describeRequest refuses what it cannot show; the visitor never approves something they could not read. */
function describe(context: FrameContext, payload: RpcPayload): RequestDescription {
  try {
    return context.describeRequest(payload.method, payload.params ?? [])
  } catch (error) {
    if (error instanceof FrameRequestError) throw error
    throw new FrameRequestError(ACTION_NOT_ALLOWED)
  }
}

async function answerLocally(context: FrameContext, payload: RpcPayload): Promise<unknown> {
  const { state } = context
  const signers = state.wallet?.signers
  const chainHex = `0x${state.evmChainId.toString(16)}`
  switch (payload.method) {
    case 'eth_accounts':
      return signers ? [signers.evm.address] : []
    case 'eth_requestAccounts':
      if (!signers) throw new FrameRequestError(NOT_CONNECTED)
      return [signers.evm.address]
    case 'eth_chainId':
      return chainHex
    case 'net_version':
      return String(state.evmChainId)
    // EIP-5792: calls run one after another from an EOA, never atomically.
    case 'wallet_getCapabilities':
      return { [chainHex]: { atomic: { status: 'unsupported' } } }
    case 'wallet_getCallsStatus': {
      if (!signers?.evm.getCallsStatus) throw new FrameRequestError(NOT_CONNECTED)
      return signers.evm.getCallsStatus(asArray(payload.params), context.rpc(state.evmChainId))
    }
    case 'solana_getAccounts':
      return signers ? [{ pubkey: signers.solana.address }] : []
    case 'solana_requestAccounts':
      if (!signers) throw new FrameRequestError(NOT_CONNECTED)
      return [{ pubkey: signers.solana.address }]
    default:
      throw new FrameRequestError(FRAME_TEXTS.notAllowed)
  }
}

/** Reads may name another chain than the active one; signatures always use the active one. */
function chainFor(context: FrameContext, payload: RpcPayload, solana: boolean): JsonRpc {
  if (solana) {
    const network = solanaNetworkOf(payload.chainId) ?? context.state.solanaNetwork
    if (!network) throw new FrameRequestError('Network not supported')
    return context.rpc(network)
  }
  const chainId = payload.chainId === undefined ? undefined : evmChainIdOf(payload.chainId)
  return context.rpc(chainId ?? context.state.evmChainId)
}

/** `rpc` is asked for only by the methods that send: a signature needs no network. */
async function sign(signers: FrameSigners, payload: RpcPayload, chainId: number, rpc: () => JsonRpc): Promise<unknown> {
  const { method, params } = payload
  switch (method) {
    case 'personal_sign':
      return signers.evm.personalSign(asArray(params))
    case 'eth_signTypedData_v4':
      return signers.evm.signTypedDataV4(asArray(params), chainId)
    case 'eth_sendTransaction':
      return signers.evm.sendTransaction(asArray(params), chainId, rpc())
    case 'wallet_sendCalls':
      return signers.evm.sendCalls(asArray(params), chainId, rpc())
    case 'solana_signMessage':
      return signers.solana.signMessage(asRecord(params) as { message: string; pubkey: string })
    case 'solana_signTransaction':
      return signers.solana.signTransaction(asRecord(params) as { transaction: string })
    case 'solana_signAllTransactions':
      return signers.solana.signAllTransactions(asRecord(params) as { transactions: string[] })
    case 'solana_signAndSendTransaction':
      return signers.solana.signAndSendTransaction(asRecord(params) as { transaction: string }, rpc())
    default:
      throw new FrameRequestError(ACTION_NOT_ALLOWED)
  }
}

function asArray(params: RpcPayload['params']): readonly unknown[] {
  if (params === undefined) return []
  if (!Array.isArray(params)) throw new FrameRequestError(ACTION_NOT_ALLOWED)
  return params
}

function asRecord(params: RpcPayload['params']): Record<string, unknown> {
  if (params === undefined || Array.isArray(params)) throw new FrameRequestError(ACTION_NOT_ALLOWED)
  return params
}
