import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest, OnrampUrlRequest } from '@foyer/protocol'

/**
 * What the API asks an on-ramp provider (docs/onramp.md). The routes validate every request before a provider
 * sees it (limits included), so an implementation only translates to its provider's own calls. A method that
 * throws makes the route answer with the fallback (options) or 503 UPSTREAM_UNAVAILABLE (quote, order URL).
 */
export interface OnrampProvider {
  /** The fiat currencies with their payment methods' limits, and the crypto the provider sells on which networks. */
  options(): Promise<OnrampOptions>
  /** A price for `amount` (fees included) of the payment currency, paid with `paymentMethod`. */
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  /** The provider's order page for the wallet: the dapp opens it for the visitor to pay. */
  orderUrl(request: OnrampUrlRequest): Promise<{ url: string }>
}

/** Thrown by a provider for a request it refuses (an asset it does not sell there): the route answers 400. */
export class OnrampProviderRefusal extends Error {
  override readonly name = 'OnrampProviderRefusal'
}
