import { type AppEventPayload, FRAME_TEXTS, FRAME_USER_REJECTED } from '@foyer/protocol'
import { ACTION_NOT_ALLOWED } from '../../custody/custodyErrors.ts'
import { evmChainIdOf, solanaNetworkOf } from '../chainIds.ts'
import type { JsonRpc } from '../chainRpc.ts'
import type { FrameContext, FrameSigners, RequestDescription } from '../frameContext.ts'
import { FrameRequestError } from '../frameRequestError.ts'
import type { RequestHandlers } from '../portDispatcher.ts'
import { isSolanaMethod, PERMISSIONS_UNSUPPORTED, routeRpc, USER_OPERATIONS_NEED_SMART_ACCOUNT } from '../rpcRouting.ts'
import { activeEvmAccount, smartAccountsConfig } from '../smartAccounts.ts'
import { NOT_CONNECTED } from './frameUser.ts'

type ActiveAccount = Awaited<ReturnType<typeof activeEvmAccount>>
type SmartSigner = Extract<ActiveAccount, { type: 'smartAccount' }>['signer']

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
      if (route === 'unsupported') {
        if (payload.method.endsWith('Permissions')) throw new FrameRequestError(PERMISSIONS_UNSUPPORTED)
        throw new FrameRequestError(ACTION_NOT_ALLOWED)
      }
      const solana = isSolanaMethod(payload.method, payload.chainNamespace)
      if (route === 'local') return { result: await answerLocally(context, payload) }
      if (route === 'forward') {
        return { result: await chainFor(context, payload, solana).request(payload.method, asArray(payload.params)) }
      }
      const wallet = state.wallet
      if (!wallet) throw new FrameRequestError(NOT_CONNECTED)
      // The chain the app names for this request is the active one; typed data and transactions must match it.
      const named = !solana && payload.chainId !== undefined ? evmChainIdOf(payload.chainId) : undefined
      const activeChainId = named ?? state.evmChainId
      const account: ActiveAccount = solana ? { type: 'eoa' } : await activeEvmAccount(context, activeChainId)
      if (payload.method === 'eth_sendUserOperation' && account.type !== 'smartAccount') {
        throw new FrameRequestError(USER_OPERATIONS_NEED_SMART_ACCOUNT)
      }
      const description = await describeFor(context, payload, account)
      const controller = new AbortController()
      running.set(id, controller)
      try {
        const signal = AbortSignal.any([controller.signal, state.signOut.signal])
        if (!(await approve(description, signal))) throw new FrameRequestError(FRAME_USER_REJECTED)
        if (account.type === 'smartAccount')
          return { result: await signAsSmartAccount(account.signer, payload, activeChainId) }
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

/**
 * describeRequest refuses what it cannot show; the visitor never approves something they could not read. For the
 * smart account it names the sender and whether this request deploys it; a user operation is shown as its calls.
 */
async function describeFor(
  context: FrameContext,
  payload: RpcPayload,
  account: ActiveAccount,
): Promise<RequestDescription> {
  if (account.type === 'eoa') return describe(context, payload.method, payload.params ?? [])
  const { signer } = account
  const smartAccount = { address: signer.address, deployed: await signer.isDeployed() }
  if (payload.method !== 'eth_sendUserOperation') {
    return describe(context, payload.method, payload.params ?? [], { smartAccount })
  }
  const calls = await signer.decodeUserOperation(asArray(payload.params))
  return describe(context, payload.method, [{ calls }], { smartAccount })
}

function describe(
  context: FrameContext,
  method: string,
  params: unknown,
  extra?: Parameters<FrameContext['describeRequest']>[2],
): RequestDescription {
  try {
    return context.describeRequest(method, params, extra)
  } catch (error) {
    if (error instanceof FrameRequestError) throw error
    throw new FrameRequestError(ACTION_NOT_ALLOWED)
  }
}

async function answerLocally(context: FrameContext, payload: RpcPayload): Promise<unknown> {
  const { state } = context
  const signers = state.wallet?.signers
  const chainHex = `0x${state.evmChainId.toString(16)}`
  const evmAddress = async () => {
    if (!signers) return undefined
    const account = await activeEvmAccount(context, state.evmChainId)
    return account.type === 'smartAccount' ? account.signer.address : signers.evm.address
  }
  switch (payload.method) {
    case 'eth_accounts': {
      const address = await evmAddress()
      return address ? [address] : []
    }
    case 'eth_requestAccounts': {
      const address = await evmAddress()
      if (!address) throw new FrameRequestError(NOT_CONNECTED)
      return [address]
    }
    case 'eth_chainId':
      return chainHex
    case 'net_version':
      return String(state.evmChainId)
    case 'wallet_getCapabilities':
      return capabilities(context, asArray(payload.params))
    case 'wallet_getCallsStatus': {
      if (!signers?.evm.getCallsStatus) throw new FrameRequestError(NOT_CONNECTED)
      const account = await activeEvmAccount(context, state.evmChainId)
      // A batch the ordinary account sent is known to its signer; any other id is a user operation's hash.
      const params = asArray(payload.params)
      if (account.type === 'smartAccount' && !signers.evm.knowsCalls?.(params[0])) {
        return account.signer.getCallsStatus(params)
      }
      return signers.evm.getCallsStatus(params, context.rpc(state.evmChainId))
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

/**
 * EIP-5792 wallet_getCapabilities [address, chainIds?]: the smart account batches atomically (one user operation)
 * on every smart-account-enabled chain; the ordinary account sends calls one after another, never atomically.
 */
async function capabilities(context: FrameContext, params: readonly unknown[]): Promise<Record<string, unknown>> {
  const { state } = context
  const hex = (chainId: number) => `0x${chainId.toString(16)}`
  const wanted = Array.isArray(params[1]) ? new Set(params[1].map((id) => String(id).toLowerCase())) : undefined
  const keep = (entries: [string, unknown][]) =>
    Object.fromEntries(wanted ? entries.filter(([chain]) => wanted.has(chain)) : entries)
  const eoa = () => keep([[hex(state.evmChainId), { atomic: { status: 'unsupported' } }]])
  const wallet = state.wallet
  if (!wallet) return eoa()
  const asked = typeof params[0] === 'string' ? params[0].toLowerCase() : undefined
  if (asked === wallet.signers.evm.address.toLowerCase()) return eoa()
  const account = await activeEvmAccount(context, state.evmChainId)
  const smart = account.type === 'smartAccount' ? account.signer.address.toLowerCase() : undefined
  if (asked !== undefined && asked !== smart) {
    throw new FrameRequestError(`The request names account ${String(params[0])}, not this wallet's`)
  }
  if (!smart) return eoa()
  const enabled = (await smartAccountsConfig(context)).smartAccountEnabledNetworks
  return keep(enabled.map((chainId) => [hex(chainId), { atomic: { status: 'supported' } }]))
}

/** The approved request, signed or sent by the smart account (one user operation for any number of calls). */
async function signAsSmartAccount(signer: SmartSigner, payload: RpcPayload, chainId: number): Promise<unknown> {
  const params = asArray(payload.params)
  switch (payload.method) {
    case 'personal_sign':
      return signer.personalSign(params)
    case 'eth_signTypedData_v4':
      return signer.signTypedDataV4(params, chainId)
    case 'eth_sendTransaction':
      return signer.sendTransaction(params, chainId)
    case 'wallet_sendCalls':
      return signer.sendCalls(params, chainId)
    case 'eth_sendUserOperation':
      return signer.sendUserOperation(params, chainId)
    default:
      throw new FrameRequestError(ACTION_NOT_ALLOWED)
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
