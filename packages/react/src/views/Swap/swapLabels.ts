import type { SwapNextStep } from '@foyer/core'
import { fillLabel } from '../../i18n/labels.ts'
import { texts } from '../../i18n/texts.ts'

/** The swap views' words (issue 14): a chunk of their own, fetched with those views only. */
export const SWAP_LABELS = texts('swap', {
  pay: 'You pay',
  receive: 'You receive',
  amountToPay: 'Amount to pay',
  amountToReceive: 'Amount to receive',
  chooseFrom: 'Token to pay: {symbol}',
  chooseTo: 'Token to receive: {symbol}',
  selectToken: 'Select token',
  flip: 'Switch the tokens',
  balance: 'Balance {amount}',
  max: 'Max',
  loadingTokens: 'Loading tokens…',
  unavailableTitle: 'Swaps unavailable',
  switchNetwork: 'Switch network',
  quoteLive: 'Quote',
  quoting: 'Getting a quote…',
  quoteFailedTitle: 'No quote',
  rate: '1 {from} = {rate} {to}',
  priceImpact: 'Price impact',
  fee: 'Liquidity provider fee',
  minimumReceived: 'Minimum received',
  slippage: 'Slippage tolerance',
  network: 'Network',
  searchTokens: 'Search tokens',
  tokens: 'Tokens',
  noMatch: 'No token matches “{query}”',
  payAtMost: 'You pay',
  receiveAtLeast: 'You receive at least',
  expected: 'Expected {amount}',
  checking: 'Checking the allowance…',
  approveStep: 'Approve {symbol}',
  approveHint: 'First, allow the swap to spend your {symbol}. Your wallet asks you to approve it.',
  approving: 'Approving {symbol}…',
  approved: '{symbol} approved',
  swap: 'Swap',
  swapping: 'Swapping…',
  waitingHint: 'Waiting for the network to include the transaction.',
  doneTitle: 'Swap complete',
  doneBody: 'You swapped {paid} for {received}.',
  swapAgain: 'Swap again',
  toastSwapping: 'Swapping {paid} for {symbol}…',
  toastApproving: 'Approving {symbol}…',
  toastApproved: '{symbol} approved',
  toastSwapped: 'Swapped {paid} for {received}',
  stepOf: 'Step {step} of 2',
} as const)

/** The form's action button, named after the next step. */
export const NEXT_STEP_LABELS: Record<SwapNextStep, string> = texts('swapSteps', {
  'select-token': 'Select a token',
  'enter-amount': 'Enter an amount',
  'invalid-amount': 'Enter a valid amount',
  'insufficient-balance': 'Insufficient balance',
  quoting: 'Getting a quote…',
  'quote-failed': 'Try again',
  review: 'Review swap',
})

export function swapLabel(key: keyof typeof SWAP_LABELS, values: Record<string, string | number> = {}): string {
  return fillLabel(SWAP_LABELS[key], values)
}
