import type { ChainDescription } from '../adapter/ChainAdapter.ts'
import { swapsOf } from '../adapter/canSwap.ts'
import type { WireSwapTransaction } from '../api/swapGuards.ts'
import { EMPTY_SWAP, type SwapController, type SwapState } from '../controllers/swapController.ts'
import { FoyerError, toFoyerError } from '../errors/errors.ts'
import { quoteKey, type SwapSummary, swapSummary } from '../rules/swapForm.ts'
import { formatTokenAmount, isNativeSwapToken } from '../rules/swapMath.ts'
import type { Network } from '../types/network.ts'
import { formatUnits } from '../units/units.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { addPendingTransaction, removePendingTransaction } from './pendingTransactions.ts'
import { refreshAfterTransaction } from './refreshAfterLanded.ts'
import {
  buildApprove,
  buildSwap,
  fetchAllowance,
  fetchBestQuote,
  fetchGasPrice,
  fetchSwapPrices,
  fetchSwapTokens,
} from './swapApi.ts'

// Issue 14 swaps, loaded on demand with the Swap view: tokens, quotes, the approval and the swap.

/** SPEC §9 send confirmation timeout, which a swap's transactions wait as long as a send's. */
export const SWAP_CONFIRMATION_TIMEOUT_MS = 25_000
/** Gas kept back when the visitor swaps all of the native currency: a V2 swap costs well under this. */
const NATIVE_GAS_RESERVE = 300_000n

export interface SwapDeps {
  context: ApiFlowContext
  /** The API flows' chunk (it creates `context.api`); undefined without an API. */
  apiFlows(): Promise<ApiFlows | undefined>
}

/** After a swap: the amount and quote go; the token list and the pair chosen stay. */
function resetForm(swap: SwapController): void {
  const { networkId, tokens, tokensError, from, to, prices } = swap.store.getState()
  swap.store.setState({ ...EMPTY_SWAP, networkId, tokens, tokensError, from, to, prices }, true)
}

/** The API, the connected account on the active network and its adapter's swap capability; else the reason. */
async function swapper(deps: SwapDeps) {
  const { context } = deps
  await deps.apiFlows()
  const network = context.chains.activeNetwork()
  const account = context.accounts.get(network.chainNamespace)
  const adapter = context.adapters.get(network.chainNamespace)
  const swaps = swapsOf(adapter)
  if (!context.api) throw new FoyerError('API_UNREACHABLE')
  if (account.status !== 'connected' || !account.address || !adapter) throw new FoyerError('NO_ACTIVE_CHAIN')
  if (!swaps) throw new FoyerError('SWAPS_NETWORK_NOT_SUPPORTED')
  return {
    api: context.api,
    network,
    adapter,
    swaps,
    address: account.address,
    userAddress: `${network.caipNetworkId}:${account.address}`,
  }
}

/** The form as the visitor sees it now, with the account's balances. */
export function currentSummary(context: ApiFlowContext): SwapSummary {
  const network = context.chains.activeNetwork()
  const account = context.accounts.get(network.chainNamespace)
  return swapSummary(context.swap.store.getState(), {
    ...(account.tokenBalance ? { tokenBalance: account.tokenBalance } : {}),
    ...(account.balance !== undefined ? { nativeBalance: account.balance } : {}),
  })
}

/**
 * The tokens the API trades on the active network, once per network (again with `force`), the native currency
 * chosen to pay with. 'Network not supported for Swaps' lands in the store. Prices follow, without holding the list.
 */
export async function loadSwapTokens(deps: SwapDeps, options: { force?: boolean } = {}): Promise<void> {
  const { swap } = deps.context
  const networkId = deps.context.chains.activeNetwork().caipNetworkId
  const state = swap.store.getState()
  if (state.networkId === networkId && state.tokens && !options.force) return
  // Another network's pair and quote mean nothing here.
  if (state.networkId !== networkId) swap.store.setState(EMPTY_SWAP, true)
  swap.update({ networkId, tokensLoading: true, tokensError: undefined })
  const isCurrent = () => deps.context.chains.activeNetwork().caipNetworkId === networkId
  try {
    const { api } = await swapper(deps)
    const tokens = await fetchSwapTokens(api, networkId)
    if (!isCurrent()) return
    const from = swap.store.getState().from ?? tokens.find((token) => isNativeSwapToken(token.address))?.address
    swap.update({ tokens, tokensLoading: false, ...(from ? { from } : {}) })
    const prices = await fetchSwapPrices(api, tokens).catch((error: unknown) => {
      console.warn('[foyer] could not price the swap tokens', error)
      return {}
    })
    if (isCurrent()) swap.update({ prices })
  } catch (error) {
    if (isCurrent()) swap.update({ tokensLoading: false, tokens: undefined, tokensError: toFoyerError(error) })
  }
}

/** The request that may still write its answer; an earlier one answering late is stale and dropped. */
const latestQuote = new WeakMap<ApiFlowContext, number>()

/**
 * The live quote for the pair and amount in the form (SPEC §7 quotes, at the network's gas price). An answer for a
 * pair or amount the form no longer holds is dropped; a failure lands in the store for the view to offer a retry.
 */
export async function requestQuote(deps: SwapDeps): Promise<void> {
  const { context } = deps
  const { swap } = context
  const summary = currentSummary(context)
  const request = (latestQuote.get(context) ?? 0) + 1
  latestQuote.set(context, request)
  const isLatest = () => latestQuote.get(context) === request
  const { from, to, amount } = summary
  if (!from || !to || amount === undefined) return swap.update({ quoteLoading: false, quoteError: undefined })
  swap.update({ quoteLoading: true, quoteError: undefined })
  try {
    const { api, network, userAddress } = await swapper(deps)
    const gasPrice = await fetchGasPrice(api, network.caipNetworkId)
    const best = await fetchBestQuote(api, { amount, userAddress, from: from.address, to: to.address, gasPrice })
    if (!isLatest()) return
    swap.update({ quoteLoading: false, quote: { ...best, key: quoteKey(from.address, to.address, amount) } })
  } catch (error) {
    if (isLatest()) swap.update({ quoteLoading: false, quoteError: toFoyerError(error, 'SWAP_QUOTE_FAILED') })
  }
}

/** The whole balance of the token paid with; of the native currency, less the gas a swap may cost. */
export async function setMaxAmount(deps: SwapDeps): Promise<void> {
  const { swap } = deps.context
  const { from } = currentSummary(deps.context)
  if (!from) return
  let max = from.balance
  if (isNativeSwapToken(from.address)) {
    const { api, network } = await swapper(deps)
    const reserve = BigInt(await fetchGasPrice(api, network.caipNetworkId)) * NATIVE_GAS_RESERVE
    max = max > reserve ? max - reserve : 0n
  }
  if (swap.store.getState().from === from.address) swap.update({ amount: formatUnits(max, from.decimals) })
}

/** The form ready to swap, or the reason it is not (what the action button said). */
async function reviewed(deps: SwapDeps) {
  const summary = currentSummary(deps.context)
  const { from, to, amount, quote } = summary
  if (summary.next === 'insufficient-balance') throw new FoyerError('INSUFFICIENT_BALANCE')
  if (summary.amountError) throw summary.amountError
  if (!from || !to || amount === undefined || !quote) throw new FoyerError('SWAP_QUOTE_FAILED')
  return { ...(await swapper(deps)), from, to, amount, quote }
}

/**
 * The review's first step: a token (not the native currency) needs the router allowed to spend the amount; with
 * too small an allowance the review asks for an approval first.
 */
export async function checkAllowance(deps: SwapDeps): Promise<void> {
  const { swap } = deps.context
  swap.update({ stage: 'checking', error: undefined, hash: undefined, explorerUrl: undefined })
  try {
    const { api, from, amount, userAddress } = await reviewed(deps)
    if (isNativeSwapToken(from.address)) return swap.update({ stage: 'swap' })
    const allowance = await fetchAllowance(api, from.address, userAddress)
    swap.update({ stage: allowance >= amount ? 'swap' : 'approve' })
  } catch (error) {
    swap.update({ error: toFoyerError(error) })
  }
}

/** Sends a built transaction, counts it pending until it lands, and waits (SPEC §9: at most 25000 ms). */
async function sendAndWait(
  deps: SwapDeps,
  ready: Awaited<ReturnType<typeof swapper>>,
  tx: WireSwapTransaction,
  onSubmitted: (hash: string) => void,
): Promise<void> {
  const { context } = deps
  const { network } = ready
  const gas = tx.eip155?.gas
  const hash = await ready.swaps.sendTransaction({
    from: ready.address,
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    network,
    ...(gas && /^\d+$/.test(gas) ? { gas: BigInt(gas) } : {}),
  })
  addPendingTransaction(context, { hash, caipNetworkId: network.caipNetworkId, submittedAt: Date.now() })
  onSubmitted(hash)
  const outcome = await ready.swaps
    .waitForTransaction({ hash, network, timeoutMs: SWAP_CONFIRMATION_TIMEOUT_MS })
    .catch((error: unknown) => {
      // Still pending: it stays counted, and the pending-transactions watcher follows it until it lands.
      throw toFoyerError(error, 'TRANSACTION_TIMEOUT')
    })
  removePendingTransaction(context, hash)
  if (outcome === 'reverted') throw new FoyerError('TRANSACTION_REVERTED')
}

const explorerOf = (ready: { adapter: { chain: ChainDescription }; network: Network }, hash: string) =>
  ready.adapter.chain.transactionUrl(ready.network, hash)

/**
 * Approves the router to spend the amount (build-approve, the wallet, the network), then the review moves on to the
 * swap. A failure (a rejection as 'User rejected the request') keeps the approval step with the error, and rejects.
 */
export async function approve(deps: SwapDeps): Promise<void> {
  const { swap } = deps.context
  swap.update({ stage: 'approving', error: undefined, hash: undefined, explorerUrl: undefined })
  try {
    const ready = await reviewed(deps)
    const tx = await buildApprove(ready.api, {
      userAddress: ready.userAddress,
      from: ready.from.address,
      to: ready.to.address,
      amount: ready.amount,
    })
    await sendAndWait(deps, ready, tx, (hash) => swap.update({ hash, explorerUrl: explorerOf(ready, hash) }))
    swap.update({ stage: 'swap', hash: undefined, explorerUrl: undefined })
  } catch (error) {
    const failure = toFoyerError(error)
    swap.update({ stage: 'approve', error: failure })
    throw failure
  }
}

/**
 * The swap: built at the SPEC §9 slippage tolerance, sent through the wallet, waited for. Once it landed the
 * balances refresh and the form resets, keeping the hash and what was bought for the done state. A failure keeps
 * the swap step with the error (a rejection as 'User rejected the request'), and rejects.
 */
export async function swap(deps: SwapDeps): Promise<{ paid: string; received: string }> {
  const store = deps.context.swap
  store.update({ stage: 'swapping', error: undefined, hash: undefined, explorerUrl: undefined })
  try {
    const ready = await reviewed(deps)
    const tx = await buildSwap(ready.api, deps.context.options.projectId, {
      userAddress: ready.userAddress,
      from: ready.from.address,
      to: ready.to.address,
      amount: ready.amount,
    })
    let hash = ''
    await sendAndWait(deps, ready, tx, (sent) => {
      hash = sent
      store.update({ hash, explorerUrl: explorerOf(ready, hash) })
    })
    const paid = `${formatTokenAmount(ready.amount, ready.from.decimals)} ${ready.from.symbol}`
    const received = `${formatTokenAmount(ready.quote.toAmount, ready.to.decimals)} ${ready.to.symbol}`
    const { explorerUrl } = store.store.getState()
    resetForm(store)
    store.update({
      stage: 'done',
      hash,
      ...(explorerUrl ? { explorerUrl } : {}),
      done: { paid, received },
    } satisfies Partial<SwapState>)
    await refreshAfterTransaction(deps)
    return { paid, received }
  } catch (error) {
    const failure = toFoyerError(error)
    store.update({ stage: 'swap', error: failure })
    throw failure
  }
}
