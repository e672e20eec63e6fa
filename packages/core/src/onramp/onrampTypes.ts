import type { OnrampOptions, OnrampQuote, PaymentMethodLimit, PurchaseCurrency, PurchaseNetwork } from '@foyer/protocol'
import type { FoyerError } from '../errors/errors.ts'

export type { OnrampOptions, OnrampQuote, PaymentMethodLimit, PurchaseCurrency, PurchaseNetwork }

export type OnrampLoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** Where the purchase is once the visitor pressed Buy (OnRampProgress). */
export type OnrampOrderStatus = 'opening' | 'waiting' | 'success' | 'timeout' | 'failed'

export interface OnrampOrder {
  status: OnrampOrderStatus
  /** The provider's order page, once the API handed it out. */
  url?: string
  /** 'blocked': the browser refused the popup (the page opens in a new tab from a link); 'closed': the visitor closed it. */
  popup: 'open' | 'blocked' | 'closed'
  /** What is bought, for the texts: its symbol and the amount the quote promised. */
  symbol: string
  expectedAmount?: string
  /** The balance before the order, as the account showed it. */
  startBalance: string
  /** How much arrived (decimal, in `symbol`), on success. */
  received?: string
  /** Why it failed: the UI shows the API's own words (`detail`) or the catalogue's text for the code. */
  error?: FoyerError
}

/** The on-ramp form and its purchase (SPEC §3 on-ramp options; docs/onramp.md). */
export interface OnrampState {
  options?: OnrampOptions
  optionsStatus: OnrampLoadStatus
  /** The amount in fiat, fees included, as typed. */
  fiatAmount: string
  fiatCurrency: string
  paymentMethod: string
  /** The purchase currency id (ETH, SOL…); default the network's own currency where sold. */
  purchaseCurrency?: string
  quote?: OnrampQuote
  quoteStatus: OnrampLoadStatus
  quoteError?: FoyerError
  order?: OnrampOrder
}

export interface OnrampActions {
  /** Loads the options once (cached for the page); the form picks the network's currency. */
  loadOptions(): Promise<void>
  setAmount(amount: string): void
  setFiatCurrency(currency: string): void
  setPaymentMethod(method: string): void
  setPurchaseCurrency(currencyId: string): void
  /**
   * Opens the provider's page for the active account and network in a 600 × 800 popup (within the click; a link
   * for a new tab when the browser blocks it) and waits for the funds: OnRampProgress shows how it goes.
   */
  buy(): Promise<void>
  /** Opens the order page again (the visitor closed it). Call within a click. */
  reopen(): void
  /** Leaving the progress view: polling stops. */
  stopWaiting(): void
  /** Back to the form, the order forgotten. */
  reset(): void
}

export type { PaymentMethodLimit as OnrampLimit }
export type OnrampPurchaseChoice = { currency: PurchaseCurrency; network: PurchaseNetwork }
