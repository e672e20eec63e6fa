import { createStore } from 'zustand/vanilla'
import type { FoyerError } from '../errors/errors.ts'

/** A token the swap API trades on the active network (SPEC §7 convert tokens). */
export interface SwapListedToken {
  name: string
  symbol: string
  /** CAIP-10 (`eip155:1:0x…`); the native currency is `…:0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri?: string
}

/** The API's best route for the amount typed, in base units (SPEC §7 quotes). */
export interface SwapQuote {
  fromAmount: bigint
  toAmount: bigint
  /** Percent, as the API wrote it ('0.35'). */
  priceImpact: string
  /** The liquidity providers' fee, in the from-token's base units. */
  fee: bigint
  /** The from-token and to-token addresses and amount the quote is for: an answer for another pair is stale. */
  key: string
}

/** Where the review stands: checking the allowance, an approval to send, the swap to send, and their waits. */
export type SwapStage =
  | 'checking'
  | 'approve'
  | 'approving'
  | 'swap'
  | 'swapping'
  /** The swap landed; the form has been reset. */
  | 'done'

/** The swap form and its review (issue 14). One store, no logic beyond patching it. */
export interface SwapState {
  /** The network the token list is for (`caipNetworkId`). */
  networkId?: string
  tokens?: readonly SwapListedToken[]
  tokensLoading: boolean
  /** 'Network not supported for Swaps', or the API's failure. */
  tokensError?: FoyerError
  /** The CAIP-10 addresses of the tokens paid and bought; balances are read from the account as they change. */
  from?: string
  to?: string
  /** USD per token by CAIP-10 address (lower case), where the API prices it (/v1/fungible/price). */
  prices: Readonly<Record<string, number>>
  /** As typed (a decimal string). */
  amount: string
  quote?: SwapQuote
  quoteLoading: boolean
  quoteError?: FoyerError
  stage?: SwapStage
  /** The approval or swap sent, while it is waited for, and the swap's once it landed. */
  hash?: string
  explorerUrl?: string
  /** What the last swap paid and got, for the review's done state ('1 ETH', '1995.2 fUSD'). */
  done?: { paid: string; received: string }
  /** A failure of the review (allowance, approval, build, send), with the stage to try again from. */
  error?: FoyerError
}

export const EMPTY_SWAP: SwapState = { tokensLoading: false, amount: '', quoteLoading: false, prices: {} }

/** One store, patched by the swap flows (which load with the Swap view, resets included). */
export function createSwapController() {
  const store = createStore<SwapState>(() => EMPTY_SWAP)
  return {
    store,
    update(patch: Partial<SwapState>): void {
      store.setState(patch)
    },
  }
}

export type SwapController = ReturnType<typeof createSwapController>
