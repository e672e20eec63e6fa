import type { GasPriceResponse } from '@foyer/protocol'
import type { Cache } from '../deps.ts'
import type { ServedChain } from './chainDirectory.ts'
import { readGasPrice } from './gasPrice.ts'

const GAS_PRICE_TTL_MS = 5_000

/** The gas-price tiers of a chain, read at most every 5 s: the gas-price call and the swap builders share them. */
export async function cachedGasPrice(cache: Cache, chain: ServedChain): Promise<GasPriceResponse> {
  const key = `chain:gas-price:${chain.network}`
  const cached = await cache.get<GasPriceResponse>(key)
  if (cached) return cached
  const tiers = await readGasPrice(chain)
  await cache.set(key, tiers, GAS_PRICE_TTL_MS)
  return tiers
}
