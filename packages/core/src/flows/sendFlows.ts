import type { TransferRequest } from '../adapter/ChainAdapter.ts'
import { sendsOf } from '../adapter/canSend.ts'
import type { TokenBalance } from '../api/apiTypes.ts'
import type { SendState } from '../controllers/sendController.ts'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import {
  balanceUnits,
  isNativeToken,
  tokenContractAddress,
  tokenDecimals,
  validateSend,
} from '../rules/sendValidation.ts'
import type { Network } from '../types/network.ts'
import { formatUnits } from '../units/units.ts'
import { isAccountName } from '../validation/names.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { adapterFor } from './context.ts'
import { tokenAt } from './customToken.ts'
import { addPendingTransaction, removePendingTransaction } from './pendingTransactions.ts'
import { refreshAfterTransaction } from './refreshAfterLanded.ts'
import { sendFormVersion } from './sendFormVersion.ts'

// The send flows (SPEC §4 send), loaded on demand with the Send view.

export { setTokenAddress } from './customToken.ts'

/** SPEC §9: send confirmation timeout. */
export const SEND_CONFIRMATION_TIMEOUT_MS = 25_000

export interface SendDeps {
  context: ApiFlowContext
  /** The API flows' chunk (names, identity, balances, activity); undefined without an API. */
  apiFlows(): Promise<ApiFlows | undefined>
}

/** The connected account on the active network, and its chain's adapter; undefined when nothing is connected. */
function activeSender(context: ApiFlowContext) {
  const network = context.chains.activeNetwork()
  const account = context.accounts.get(network.chainNamespace)
  const adapter = context.adapters.get(network.chainNamespace)
  if (account.status !== 'connected' || !account.address || !adapter) return undefined
  return { network, address: account.address, account, adapter }
}

/** The draft's chain facts for validateSend. */
const chainFacts = (sender: ReturnType<typeof activeSender>) => ({
  hasActiveChain: sender !== undefined,
  canSend: sendsOf(sender?.adapter) !== undefined,
})

/** The native currency as a token balance, for a dapp without the API's balances. */
export function nativeTokenBalance(context: ApiFlowContext): TokenBalance | undefined {
  const sender = activeSender(context)
  if (!sender) return undefined
  const listed = sender.account.tokenBalance?.find(isNativeToken)
  if (listed) return listed
  const { network, account } = sender
  if (account.balance === undefined) return undefined
  return {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    address: 'native',
    quantity: { decimals: network.nativeCurrency.decimals, numeric: account.balance },
  }
}

function transferRequest(from: string, to: string, amount: bigint, token: TokenBalance, network: Network) {
  const address = tokenContractAddress(token)
  const request: TransferRequest = { from, to, amount, network }
  if (address) request.token = { address, decimals: tokenDecimals(token) }
  return request
}

/**
 * Turns what the visitor typed into a receiver on the active chain: an address by the chain's rule (in its one
 * spelling), or a registered name through the API (SPEC §3 name) holding an address of this chain. Anything
 * else is 'Invalid address'.
 */
export async function resolveReceiver(
  deps: SendDeps,
  input: string,
): Promise<{ address: string; name?: string; avatar?: string }> {
  const trimmed = input.trim()
  const chain = activeSender(deps.context)?.adapter.chain
  if (!chain) throw new FoyerError('NO_ACTIVE_CHAIN')
  if (chain.isAddress(trimmed)) {
    const address = chain.normalizeAddress(trimmed)
    const identity = await (await deps.apiFlows())?.lookupIdentity(deps.context, address)
    return { address, ...identity }
  }
  if (!isAccountName(trimmed, deps.context.options.nameSuffixes)) throw new FoyerError('INVALID_ADDRESS')
  const flows = await deps.apiFlows()
  const profile = flows ? await flows.resolveName(deps.context, trimmed, chain) : undefined
  if (!profile) throw new FoyerError('INVALID_ADDRESS')
  return profile
}

export async function setReceiver(deps: SendDeps, input: string): Promise<void> {
  const { send } = deps.context
  send.update({
    receiverAddress: input,
    resolvedReceiver: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    error: undefined,
  })
  if (!input.trim()) return
  try {
    const receiver = await resolveReceiver(deps, input)
    // The visitor may have typed on while the name was resolving.
    if (send.store.getState().receiverAddress !== input) return
    send.update({
      resolvedReceiver: receiver.address,
      receiverProfileName: receiver.name,
      receiverProfileImageUrl: receiver.avatar,
    })
  } catch (error) {
    if (send.store.getState().receiverAddress === input) send.update({ error: toFoyerError(error) })
  }
}

/**
 * Validates a send (SPEC §5): the chain, fields, token and amount report first, then the receiver, resolved
 * when it is not yet. Returns the amount, token, receiver and sender.
 */
async function validated(deps: SendDeps, fields: { token?: TokenBalance; amount?: string; receiver?: string }) {
  const sender = activeSender(deps.context)
  let valid: ReturnType<typeof validateSend>
  try {
    valid = validateSend({ ...chainFacts(sender), ...fields })
  } catch (error) {
    throw toFoyerError(error)
  }
  if (!sender) throw new FoyerError('NO_ACTIVE_CHAIN')
  return { ...valid, sender }
}

/** Validates what the form holds, resolving the receiver first if it is still pending. */
async function validatedDraft(deps: SendDeps) {
  const state = deps.context.send.store.getState()
  const receiver = state.receiverAddress
  const valid = await validated(deps, { token: state.token, amount: state.sendTokenAmount, receiver })
  const to = state.resolvedReceiver ?? (await resolveReceiver(deps, receiver ?? '')).address
  return { ...valid, to }
}

async function estimateFee(context: ApiFlowContext, request: TransferRequest) {
  const sends = sendsOf(adapterFor(context, request.network.chainNamespace))
  if (!sends) throw new FoyerError('UNSUPPORTED_CHAIN')
  try {
    return await sends.estimateTransferFee(request)
  } catch (error) {
    throw new FoyerError('ERROR_ESTIMATING_GAS', undefined, { cause: error })
  }
}

/** SPEC §4 send: validates and estimates the network fee, then shows the preview. Errors land in the store. */
export async function preview(deps: SendDeps, version = sendFormVersion(deps.context)): Promise<void> {
  const { send } = deps.context
  // The visitor changed the form while this preview was on its way: its verdict is about a form that is gone.
  const isStale = () => sendFormVersion(deps.context) !== version
  send.update({ loading: true, error: undefined })
  try {
    const { amount, to, token, sender } = await validatedDraft(deps)
    const fee = await estimateFee(deps.context, transferRequest(sender.address, to, amount, token, sender.network))
    const native = sender.account.tokenBalance?.find(isNativeToken)
    if (isStale()) return send.update({ loading: false })
    send.update({
      step: 'preview',
      loading: false,
      resolvedReceiver: to,
      fee: { value: formatUnits(fee.value, fee.decimals), symbol: fee.symbol },
      networkBalanceInUSD: native?.value ?? undefined,
    })
  } catch (error) {
    if (isStale()) return send.update({ loading: false })
    send.update({ loading: false, step: 'form', error: toFoyerError(error) })
  }
}

/** The whole balance; for the native currency, less the network fee the transfer would cost. */
export async function setMaxAmount(deps: SendDeps): Promise<void> {
  const { context } = deps
  const { token, resolvedReceiver } = context.send.store.getState()
  const sender = activeSender(context)
  if (!token || !sender) return
  const balance = balanceUnits(token)
  const decimals = tokenDecimals(token)
  if (!isNativeToken(token)) return context.send.update({ sendTokenAmount: formatUnits(balance, decimals) })
  try {
    const to = resolvedReceiver ?? sender.address
    const fee = await estimateFee(context, transferRequest(sender.address, to, balance, token, sender.network))
    const max = balance > fee.value ? balance - fee.value : 0n
    if (context.send.store.getState().token === token) {
      context.send.update({ sendTokenAmount: formatUnits(max, decimals), error: undefined })
    }
  } catch (error) {
    context.send.update({ error: toFoyerError(error) })
  }
}

/** How a send ended: landed, reverted, or proposed to the wallet's queue (a Safe), where it waits for its owners. */
export type SendOutcome = 'success' | 'reverted' | 'queued'

/**
 * Signs and sends through the wallet, then waits for the network at most 25000 ms (SPEC §9). Counts the
 * transaction as pending until it lands, then refreshes the native balance, token balances and activity.
 * Resolves to the hash and whether it landed; a rejection is UserRejectedError (SPEC §4, §8). A wallet that
 * queues transactions answers its queue's id: that resolves at once as 'queued', since no receipt will ever
 * come under it.
 */
export async function sendAndWait(
  deps: SendDeps,
  request: TransferRequest,
  onSubmitted: (hash: string) => void = () => {},
): Promise<{ hash: string; outcome: SendOutcome }> {
  const { context } = deps
  const sends = sendsOf(adapterFor(context, request.network.chainNamespace))
  if (!sends) throw new FoyerError('UNSUPPORTED_CHAIN')
  let hash: string
  try {
    hash = await sends.sendTransfer(request)
  } catch (error) {
    throw toFoyerError(error)
  }
  if (context.accounts.get(request.network.chainNamespace).queuesTransactions) return { hash, outcome: 'queued' }
  addPendingTransaction(context, { hash, caipNetworkId: request.network.caipNetworkId, submittedAt: Date.now() })
  onSubmitted(hash)
  const outcome = await sends
    .waitForTransaction({ hash, network: request.network, timeoutMs: SEND_CONFIRMATION_TIMEOUT_MS })
    .catch((error: unknown) => {
      // Still pending: it stays counted, and the pending-transactions watcher follows it until it lands.
      throw toFoyerError(error, 'TRANSACTION_TIMEOUT')
    })
  removePendingTransaction(context, hash)
  await refreshAfterTransaction(deps)
  return { hash, outcome }
}

export { refreshAfterTransaction }

/**
 * SPEC §4: confirms the previewed send. Loading while sending; success resets the form but keeps the hash and
 * its explorer link at step 'sent'. Any failure keeps the form filled with the error, and is re-raised
 * (a user rejection as UserRejectedError).
 */
export async function confirm(deps: SendDeps): Promise<void> {
  const { send } = deps.context
  send.update({ loading: true, error: undefined })
  let submitted = false
  try {
    const { amount, to, token, sender } = await validatedDraft(deps)
    const request = transferRequest(sender.address, to, amount, token, sender.network)
    const { hash, outcome } = await sendAndWait(deps, request, (hash) => {
      submitted = true
      send.update({ step: 'sending', hash, explorerUrl: sender.adapter.chain.transactionUrl(sender.network, hash) })
    })
    if (outcome === 'reverted') throw new FoyerError('TRANSACTION_REVERTED')
    const { explorerUrl } = send.store.getState()
    send.reset()
    const queued = outcome === 'queued' ? { queued: true } : {}
    send.update({ step: 'sent', hash, explorerUrl, ...queued } satisfies Partial<SendState>)
  } catch (error) {
    const failure = toFoyerError(error)
    // Once submitted, the transaction exists: the visitor keeps its hash to follow it.
    send.update({ loading: false, step: submitted ? 'sent' : 'form', error: failure })
    throw failure
  }
}

/**
 * The dapp-level send (useSendTransfer): `amount` as a decimal string in the token's unit, `to` an address or
 * a registered name, `tokenAddress` a token from the account's token balances (none: the native currency).
 * Resolves to the hash once the transaction landed; through a wallet that queues transactions (a Safe), to the
 * queue's id once it is proposed.
 */
export async function sendTransfer(
  deps: SendDeps,
  params: { to: string; amount: string; tokenAddress?: string },
): Promise<string> {
  const { context } = deps
  const sender = activeSender(context)
  const chain = sender?.adapter.chain
  const sameToken = (candidate: TokenBalance) => {
    const address = tokenContractAddress(candidate)
    return (
      address !== undefined &&
      params.tokenAddress !== undefined &&
      chain?.isAddress(address) === true &&
      chain.isAddress(params.tokenAddress) &&
      chain.normalizeAddress(address) === chain.normalizeAddress(params.tokenAddress)
    )
  }
  const listed = params.tokenAddress ? sender?.account.tokenBalance?.find(sameToken) : nativeTokenBalance(context)
  // SPEC §7: a token the list lacks is read from its contract, where the chain can (the multicall).
  const readable = params.tokenAddress && chain?.isAddress(params.tokenAddress) && sender?.adapter.readToken
  const token = listed ?? (readable ? await tokenAt(context, params.tokenAddress ?? '') : undefined)
  const valid = await validated(deps, { token, amount: params.amount, receiver: params.to })
  const receiver = await resolveReceiver(deps, params.to)
  const request = transferRequest(
    valid.sender.address,
    receiver.address,
    valid.amount,
    valid.token,
    valid.sender.network,
  )
  const { hash, outcome } = await sendAndWait(deps, request)
  if (outcome === 'reverted') throw new FoyerError('TRANSACTION_REVERTED')
  return hash
}
