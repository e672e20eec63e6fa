import { swapsOf } from '../adapter/canSwap.ts'
import type { FoyerClient } from '../client/types.ts'
import type { ApiFlows } from './apiActions.ts'
import type { ApiFlowContext } from './apiContext.ts'
import type { SwapDeps } from './swapFlows.ts'

type SwapFlows = typeof import('./swapFlows.ts')

/** SPEC §9 search wait: a quote is asked 300 ms after the visitor stops typing. */
export const QUOTE_DEBOUNCE_MS = 300
/** While the Swap view is open the quote is asked again this often (SPEC §9: token prices live 15 s). */
export const QUOTE_REFRESH_MS = 15_000

/**
 * The swap actions (issue 14). Choosing and typing only patch the store; the flows that fetch tokens and quotes,
 * approve and swap load on demand (one chunk), so a dapp that never opens Swap never loads them.
 */
export function createSwapActions(
  context: ApiFlowContext,
  apiFlows: () => Promise<ApiFlows | undefined>,
): Pick<FoyerClient, 'swap' | 'canSwap'> {
  let flows: Promise<SwapFlows> | undefined
  const load = (): Promise<SwapFlows> => {
    flows ??= import('./swapFlows.ts').catch((error: unknown) => {
      flows = undefined // a failed chunk load is tried again by the next action
      throw error
    })
    return flows
  }
  const deps: SwapDeps = { context, apiFlows }
  const { swap } = context
  const warn = (what: string) => (error: unknown) => console.warn(`[foyer] could not ${what}`, error)
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  const quoteIn = (delay: number) => {
    clearTimeout(quoteTimer)
    quoteTimer = setTimeout(() => void load().then((module) => module.requestQuote(deps), warn('quote')), delay)
  }
  // A token chosen on one side that is the other side's swaps the two.
  const choose = (side: 'from' | 'to', address: string) => {
    const state = swap.store.getState()
    const other = side === 'from' ? 'to' : 'from'
    swap.update({
      [side]: address,
      ...(state[other] === address ? { [other]: state[side] } : {}),
      quoteError: undefined,
    })
    quoteIn(0)
  }
  const openWalletApp = () => context.phone?.openForRequest(context.chains.store.getState().activeNamespace)
  return {
    swap: {
      loadTokens: () => load().then((module) => module.loadSwapTokens(deps)),
      setFrom: (address) => choose('from', address),
      setTo: (address) => choose('to', address),
      flip: () => {
        const { from, to } = swap.store.getState()
        swap.update({ from: to, to: from, quoteError: undefined, error: undefined })
        quoteIn(0)
      },
      setAmount: (amount) => {
        swap.update({ amount, quoteError: undefined, error: undefined })
        quoteIn(QUOTE_DEBOUNCE_MS)
      },
      setMaxAmount: () =>
        void load()
          .then((module) => module.setMaxAmount(deps))
          .then(() => quoteIn(0), warn('set the maximum amount')),
      refreshQuote: () => quoteIn(0),
      watchQuote: () => {
        const timer = setInterval(() => {
          if (!swap.store.getState().stage) quoteIn(0)
        }, QUOTE_REFRESH_MS)
        return () => clearInterval(timer)
      },
      review: () => load().then((module) => module.checkAllowance(deps)),
      approve: () => {
        openWalletApp()
        return load().then((module) => module.approve(deps))
      },
      confirm: () => {
        openWalletApp()
        return load().then((module) => module.swap(deps))
      },
      // The review's failure stays for the form to show (a rejection: 'User rejected the request').
      backToForm: () => swap.update({ stage: undefined, hash: undefined, explorerUrl: undefined, done: undefined }),
    },
    canSwap: (namespace = context.chains.store.getState().activeNamespace) =>
      context.features.getState().swaps && swapsOf(context.adapters.get(namespace)) !== undefined,
  }
}
