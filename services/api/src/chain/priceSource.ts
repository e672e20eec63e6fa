import type { TokenLists } from './chainDataConfig.ts'

/** A token a price is asked for: the native currency of a chain, or a contract on it. */
export interface PricedAsset {
  chainId: number
  /** 'native' or a lower-case contract address. */
  asset: 'native' | `0x${string}`
}

/**
 * Where USD prices come from. The API ships only `configuredPriceSource` (fixed prices from the token list), the
 * devnet and offline source; a production deployment plugs a market feed in behind the same interface.
 * An asset the source does not know is absent from the answer, never priced 0 by guesswork.
 */
export interface PriceSource {
  usdPrices(assets: readonly PricedAsset[]): Promise<Map<string, number>>
}

export function priceKey({ chainId, asset }: PricedAsset): string {
  return `${chainId}:${asset.toLowerCase()}`
}

/** Prices from the token lists' `priceUsd`; no network calls. */
export function configuredPriceSource(lists: TokenLists): PriceSource {
  const prices = new Map<string, number>()
  for (const [chainId, list] of Object.entries(lists)) {
    const id = Number(chainId)
    if (list.native.priceUsd !== undefined) prices.set(priceKey({ chainId: id, asset: 'native' }), list.native.priceUsd)
    for (const token of list.tokens) {
      if (token.priceUsd !== undefined) prices.set(priceKey({ chainId: id, asset: token.address }), token.priceUsd)
    }
  }
  return {
    async usdPrices(assets) {
      const answer = new Map<string, number>()
      for (const asset of assets) {
        const price = prices.get(priceKey(asset))
        if (price !== undefined) answer.set(priceKey(asset), price)
      }
      return answer
    },
  }
}
