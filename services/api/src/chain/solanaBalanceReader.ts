import { CHAIN_DATA_TTL_MS, type TokenBalance } from '@foyer/protocol'
import type { Cache, SolanaChainConfig } from '../deps.ts'
import type { PriceSource } from './priceSource.ts'
import { readSolanaBalances } from './readSolanaBalances.ts'
import { solanaBalanceAssets, toSolanaTokenBalances } from './solanaTokenBalances.ts'
import { type SolanaTokenLists, solanaTokenListOf } from './solanaTokenLists.ts'

export interface SolanaBalanceRead {
  chain: SolanaChainConfig
  /** A Solana address as written: base58 is case-sensitive, so it is never lower-cased, here or in the key. */
  owner: string
  forceUpdate: boolean
  /** Charges the request's in-flight bytes for the node's answer; absent outside the platform. */
  charge?: ((bytes: number) => boolean) | undefined
}

/**
 * A Solana account's SPEC §3 balances on one network, kept 30 s (SPEC §9) in the balance cache area per network
 * and address; `forceUpdate` reads the node again and refreshes the entry. Throws SolanaReadError.
 */
export function solanaBalanceReader(context: {
  cache: Cache
  lists: SolanaTokenLists
  prices: PriceSource
  publicUrl: () => string
}) {
  return async ({ chain, owner, forceUpdate, charge }: SolanaBalanceRead): Promise<TokenBalance[]> => {
    const network = chain.caipNetworkId
    const key = `chain:balance:${network}:${owner}:usd`
    if (!forceUpdate) {
      const cached = await context.cache.get<TokenBalance[]>(key)
      if (cached) return cached
    }
    const list = solanaTokenListOf(context.lists, network)
    const [raw, priced] = await Promise.all([
      readSolanaBalances(chain.rpcUrl, owner, charge),
      context.prices.usdPrices(solanaBalanceAssets(network, list)),
    ])
    const balances = toSolanaTokenBalances({ network, list, raw, prices: priced, publicUrl: context.publicUrl() })
    await context.cache.set(key, balances, CHAIN_DATA_TTL_MS.balance)
    return balances
  }
}
