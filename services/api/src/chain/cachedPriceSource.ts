import { CHAIN_DATA_TTL_MS } from '@foyer/protocol'
import type { ApiDeps } from '../deps.ts'
import { type PricedAsset, type PriceSource, priceKey } from './priceSource.ts'

/**
 * SPEC §9: a token price is kept 15 s. Every price the source answers is cached by asset (in Redis when the API
 * runs on it, so instances share them); only the assets not cached, or past their 15 s, are asked again.
 */
export function cachedPriceSource(source: PriceSource, cache: ApiDeps['cache']): PriceSource {
  const keyOf = (asset: PricedAsset) => `chain:price:${priceKey(asset)}`
  return {
    async usdPrices(assets) {
      const answer = new Map<string, number>()
      const missing: PricedAsset[] = []
      await Promise.all(
        assets.map(async (asset) => {
          const cached = await cache.get<number>(keyOf(asset))
          if (typeof cached === 'number') answer.set(priceKey(asset), cached)
          else missing.push(asset)
        }),
      )
      if (missing.length === 0) return answer
      const fetched = await source.usdPrices(missing)
      await Promise.all(
        missing.map(async (asset) => {
          const price = fetched.get(priceKey(asset))
          if (price === undefined) return
          answer.set(priceKey(asset), price)
          await cache.set(keyOf(asset), price, CHAIN_DATA_TTL_MS.price)
        }),
      )
      return answer
    },
  }
}
