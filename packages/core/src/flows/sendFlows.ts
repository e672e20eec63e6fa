import type { TransferRequest } from '../adapter/ChainAdapter.ts'
import type { TokenBalance } from '../api/apiTypes.ts'
import type { SendState } from '../controllers/sendController.ts'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import {
  balanceUnits,
  isNativeToken,
  SEND_NAMESPACES,
  tokenContractAddress,
  tokenDecimals,
  validateSend,
} from '../rules/sendValidation.ts'
import type { Network } from '../types/network.ts'
import { formatUnits } from '../units/units.ts'
import { isEvmAddress } from '../validation/addresses.ts'
import { isAccountName } from '../validation/names.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { refreshBalance } from './balance.ts'
import { adapterFor } from './context.ts'
import { addPendingTransaction, removePendingTransaction } from './pendingTransactions.ts'
import { sendFormVersion } from './sendFormVersion.ts'

// The send flows (SPEC §4 send), loaded on demand with the Send view.

/** SPEC §9: send confirmation timeout. */
export const SEND_CONFIRMATION_TIMEOUT_MS = 25_000

export interface SendDeps {
  context: ApiFlowContext
  /** The API flows' chunk (names, identity, balances, activity); undefined without an API. */
  apiFlows(): Promise<ApiFlows | undefined>
}

/** The connected account on the active network, or undefined. */
function activeSender(context: ApiFlowContext) {
  const network = context.chains.activeNetwork()
  const account = context.accounts.get(network.chainNamespace)
  if (account.status !== 'connected' || !account.address) return undefined
  return { network, address: account.address, account }
}

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

export function explorerUrlOf(network: Network, hash: string): string | undefined {
  const base = network.blockExplorers?.default.url
  return base ? `${base.replace(/\/+$/, '')}/tx/${hash}` : undefined
}

function transferRequest(from: string, to: string, amount: bigint, token: TokenBalance, network: Network) {
  const address = tokenContractAddress(token)
  const request: TransferRequest = { from, to, amount, network }
  if (address) request.token = { address, decimals: tokenDecimals(token) }
  return request
}

/**
 * Turns what the visitor typed into a receiver: an EVM address as it is, a registered name through the API
 * (SPEC §3 name). Neither is 'Invalid address'.
 */
export async function resolveReceiver(
  deps: SendDeps,
  input: string,
): Promise<{ address: string; name?: string; avatar?: string }> {
  const trimmed = input.trim()
  if (isEvmAddress(trimmed)) {
    const address = trimmed.startsWith('0x') ? trimmed : `0x${trimmed}`
    const identity = await (await deps.apiFlows())?.lookupIdentity(deps.context, address)
    return { address, ...identity }
  }
  if (!isAccountName(trimmed, deps.context.options.nameSuffixes)) throw new FoyerError('INVALID_ADDRESS')
  const flows = await deps.apiFlows()
  const profile = flows ? await flows.resolveName(deps.context, trimmed) : undefined
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

/** Validates what the form holds (SPEC §5), resolving the receiver first if it is still pending. */
async function validatedDraft(deps: SendDeps) {
  const { context } = deps
  const state = context.send.store.getState()
  const sender = activeSender(context)
  const namespace = sender?.network.chainNamespace
  let resolved = state.resolvedReceiver
  // The checks ahead of the receiver's (chain, fields, token, amount) report first.
  const draft = { namespace, token: state.token, amount: state.sendTokenAmount, receiver: state.receiverAddress }
  try {
    validateSend({ ...draft, resolvedReceiver: '0x' })
  } catch (error) {
    throw toFoyerError(error)
  }
  if (!resolved && state.receiverAddress) resolved = (await resolveReceiver(deps, state.receiverAddress)).address
  const valid = validateSend({ ...draft, resolvedReceiver: resolved })
  if (!sender) throw new FoyerError('NO_ACTIVE_CHAIN')
  return { ...valid, sender }
}

async function estimateFee(context: ApiFlowContext, request: TransferRequest) {
  const adapter = adapterFor(context, request.network.chainNamespace)
  if (!adapter.estimateTransferFee) throw new FoyerError('UNSUPPORTED_CHAIN')
  try {
    return await adapter.estimateTransferFee(request)
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

/**
 * Signs and sends through the wallet, then waits for the network at most 25000 ms (SPEC §9). Counts the
 * transaction as pending until it lands, then refreshes the native balance, token balances and activity.
 * Resolves to the hash and whether it landed; a rejection is UserRejectedError (SPEC §4, §8).
 */
export async function sendAndWait(
  deps: SendDeps,
  request: TransferRequest,
  onSubmitted: (hash: string) => void = () => {},
): Promise<{ hash: string; outcome: 'success' | 'reverted' }> {
  const { context } = deps
  const adapter = adapterFor(context, request.network.chainNamespace)
  if (!SEND_NAMESPACES.includes(adapter.namespace) || !adapter.sendTransfer || !adapter.waitForTransaction) {
    throw new FoyerError('UNSUPPORTED_CHAIN')
  }
  let hash: string
  try {
    hash = await adapter.sendTransfer(request)
  } catch (error) {
    throw toFoyerError(error)
  }
  addPendingTransaction(context, { hash, caipNetworkId: request.network.caipNetworkId, submittedAt: Date.now() })
  onSubmitted(hash)
  const outcome = await adapter
    .waitForTransaction({ hash, network: request.network, timeoutMs: SEND_CONFIRMATION_TIMEOUT_MS })
    .catch((error: unknown) => {
      // Still pending: it stays counted, and the pending-transactions watcher follows it until it lands.
      throw toFoyerError(error, 'TRANSACTION_TIMEOUT')
    })
  removePendingTransaction(context, hash)
  await refreshAfterTransaction(deps)
  return { hash, outcome }
}

export async function refreshAfterTransaction(deps: SendDeps): Promise<void> {
  await Promise.all([
    refreshBalance(deps.context, { force: true }),
    deps.apiFlows().then((flows) => flows?.refreshApiAfterTransaction(deps.context)),
  ])
}

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
      send.update({ step: 'sending', hash, explorerUrl: explorerUrlOf(sender.network, hash) })
    })
    if (outcome === 'reverted') throw new FoyerError('TRANSACTION_REVERTED')
    const { explorerUrl } = send.store.getState()
    send.reset()
    send.update({ step: 'sent', hash, explorerUrl } satisfies Partial<SendState>)
  } catch (error) {
    const failure = toFoyerError(error)
    // Once submitted, the transaction exists: the visitor keeps its hash to follow it.
    send.update({ loading: false, step: submitted ? 'sent' : 'form', error: failure })
    throw failure
  }
}

/**
 * The dapp-level send (useSendTransfer): `amount` as a decimal string in the token's unit, `to` an address or
 * a registered name, `tokenAddress` an ERC-20 from the account's token balances (none: the native currency).
 * Resolves to the hash once the transaction landed.
 */
export async function sendTransfer(
  deps: SendDeps,
  params: { to: string; amount: string; tokenAddress?: string },
): Promise<string> {
  const { context } = deps
  const sender = activeSender(context)
  const wanted = params.tokenAddress?.toLowerCase()
  const token = wanted
    ? sender?.account.tokenBalance?.find((candidate) => tokenContractAddress(candidate)?.toLowerCase() === wanted)
    : nativeTokenBalance(context)
  const draft = { namespace: sender?.network.chainNamespace, token, amount: params.amount, receiver: params.to }
  try {
    validateSend({ ...draft, resolvedReceiver: '0x' })
  } catch (error) {
    throw toFoyerError(error)
  }
  const receiver = await resolveReceiver(deps, params.to)
  const valid = validateSend({ ...draft, resolvedReceiver: receiver.address })
  if (!sender) throw new FoyerError('NO_ACTIVE_CHAIN')
  const request = transferRequest(sender.address, valid.to, valid.amount, valid.token, sender.network)
  const { hash, outcome } = await sendAndWait(deps, request)
  if (outcome === 'reverted') throw new FoyerError('TRANSACTION_REVERTED')
  return hash
}
