import { CHAIN_DATA_TTL_MS, type TokenBalance } from '@foyer/protocol'
import type { Cache } from '../deps.ts'
import { heldTokenBalances } from './heldTokenBalance.ts'
import { type NativePricedAsset, type PriceSource, priceKey } from './priceSource.ts'

/** The native currency of a network the API reads only that of (Bitcoin, Polkadot). */
export interface NativeCurrencyOf {
  name: string
  symbol: string
  decimals: number
}

export interface NativeBalanceRead {
  network: NativePricedAsset['network']
  /** The account in the one form the cache is keyed by (one key per account, however it was spelled). */
  cacheKey: string
  forceUpdate: boolean
  /** The currency and the balance in its smallest unit. */
  read: () => Promise<{ currency: NativeCurrencyOf; amount: bigint }>
}

/**
 * A Bitcoin or Polkadot account's SPEC §3 balance: the native currency alone (`address: 'native'`), priced by the
 * price source when it knows the asset, else price 0. Kept 30 s (SPEC §9) per network and account;
 * `forceUpdate` reads again and refreshes the entry. A zero balance is dropped, as everywhere.
 */
export function nativeBalanceReader(context: { cache: Cache; prices: PriceSource; publicUrl: () => string }) {
  return async ({ network, cacheKey, forceUpdate, read }: NativeBalanceRead): Promise<TokenBalance[]> => {
    const key = `chain:balance:${network}:${cacheKey}:usd`
    if (!forceUpdate) {
      const cached = await context.cache.get<TokenBalance[]>(key)
      if (cached) return cached
    }
    const asset: NativePricedAsset = { network, asset: 'native' }
    const [held, priced] = await Promise.all([read(), context.prices.usdPrices([asset])])
    const balances = heldTokenBalances(
      [
        {
          ...held.currency,
          address: 'native',
          tokenAddress: undefined,
          held: { amount: held.amount, decimals: held.currency.decimals },
          key: priceKey(asset),
        },
      ],
      { network, prices: priced, publicUrl: context.publicUrl() },
    )
    await context.cache.set(key, balances, CHAIN_DATA_TTL_MS.balance)
    return balances
  }
}
