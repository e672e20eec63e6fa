import { fillLabel } from '../../i18n/labels.ts'
import { texts } from '../../i18n/texts.ts'

/** The on-ramp views' texts: a chunk of their own, fetched with those views only (the titles sit in the shell). */
export const ONRAMP_LABELS = texts('onramp', {
  amount: 'Amount',
  fiatCurrency: 'Currency',
  paymentMethod: 'Payment method',
  buyWhat: 'You buy',
  limits: '{min} to {max} {currency} by {method}',
  outOfLimits: 'Enter an amount between {min} and {max} {currency} for {method}.',
  invalidAmount: 'Enter an amount like 100 or 100.50.',
  notOffered: 'Paying in {currency} by {method} is not offered. Choose another payment method.',
  quoteLoading: 'Getting a price…',
  quoteFailed: 'No price right now: {reason}',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  youReceive: 'You receive',
  youPay: 'You pay',
  buy: 'Buy',
  buyWith: 'Buy {symbol}',
  optionsLoading: 'Loading what you can buy…',
  optionsFailed: 'Buying crypto is unavailable right now.',
  nothingOnNetwork: 'Nothing can be bought on {network}. Switch to another network.',
  unsupportedTitle: 'Buying crypto is not offered here',
  unsupported: 'Buying crypto works on {chains} networks.',
  openingTitle: 'Opening the payment page…',
  waitingTitle: 'Waiting for your payment',
  waitingHint: 'Pay in the window that opened. Your {symbol} arrives at {address} once the payment is done.',
  blockedHint: 'Your browser blocked the payment window. Open the payment page in a new tab to pay.',
  openPaymentPage: 'Open the payment page',
  closedHint: 'The payment window was closed. Reopen it to pay, or go back.',
  reopen: 'Reopen the payment page',
  successTitle: 'You received {amount} {symbol}',
  successHint: 'Your balance is up to date.',
  timeoutTitle: 'No payment arrived yet',
  timeoutHint: 'If you paid, your {symbol} may still arrive: your balance updates on its own. Otherwise try again.',
  failedTitle: 'The purchase could not start',
  tryAgain: 'Try again',
  backToAccount: 'Back to account',
  done: 'Done',
} as const)

export type OnrampLabelKey = keyof typeof ONRAMP_LABELS

export function formatOnrampLabel(key: OnrampLabelKey, values: Record<string, string | number> = {}): string {
  return fillLabel(ONRAMP_LABELS[key], values)
}

/** The payment methods Foyer names; the catalogue's `paymentMethods` section. */
export const PAYMENT_METHOD_NAMES: Record<string, string> = texts('paymentMethods', {
  card: 'Card',
  bank_transfer: 'Bank transfer',
})

/** How a payment method is named to the visitor; an unknown id as the provider wrote it. */
export const paymentMethodName = (id: string): string =>
  (Object.hasOwn(PAYMENT_METHOD_NAMES, id) ? PAYMENT_METHOD_NAMES[id] : undefined) ?? id
