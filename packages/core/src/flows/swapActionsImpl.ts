import type { SwapActions } from '../client/types.ts'
import * as flows from './swapFlows.ts'

/** SPEC §9 search wait: a quote is asked 300 ms after the visitor stops typing. */
export const QUOTE_DEBOUNCE_MS = 300
/** While the Swap view is open the quote is asked again this often (SPEC §9: token prices live 15 s). */
export const QUOTE_REFRESH_MS = 15_000

/**
 * The swap actions (issue 14), loaded with the Swap view's first call (swapActions.ts keeps only their door in the
 * page's first chunk). Choosing patches the store and asks for a quote; typing is patched at once by the door and
 * quoted here, 300 ms after the last keystroke.
 */
export function swapActions(deps: flows.SwapDeps): SwapActions {
  const { context } = deps
  const { swap } = context
  const warn = (what: string) => (error: unknown) => console.warn(`[foyer] could not ${what}`, error)
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  const quoteIn = (delay: number) => {
    clearTimeout(quoteTimer)
    quoteTimer = setTimeout(() => void flows.requestQuote(deps).catch(warn('quote')), delay)
  }
  // A token chosen on one side that is the other side's swaps the two.
  const choose = (side: 'from' | 'to', address: string) => {
    const state = swap.store.getState()
    const other = side === 'from' ? 'to' : 'from'
    swap.update({
      [side]: address,
      ...(state[other] === address ? { [other]: state[side] } : {}),
      quoteError: undefined,
      error: undefined,
    })
    quoteIn(0)
  }
  return {
    loadTokens: () => flows.loadSwapTokens(deps),
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
    setMaxAmount: () => void flows.setMaxAmount(deps).then(() => quoteIn(0), warn('set the maximum amount')),
    refreshQuote: () => quoteIn(0),
    watchQuote: () => {
      const timer = setInterval(() => {
        if (!swap.store.getState().stage) quoteIn(0)
      }, QUOTE_REFRESH_MS)
      return () => clearInterval(timer)
    },
    review: () => flows.checkAllowance(deps),
    approve: () => flows.approve(deps),
    confirm: () => flows.swap(deps),
    // The review's failure stays for the form to show (a rejection: 'User rejected the request').
    backToForm: () => swap.update({ stage: undefined, hash: undefined, explorerUrl: undefined, done: undefined }),
  }
}
