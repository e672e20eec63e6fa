import type { TokenLists } from './chainDataConfig.ts'
import type { SolanaTokenLists } from './solanaTokenLists.ts'

/** An EVM token a price is asked for: the native currency of a chain, or a contract on it. */
export interface EvmPricedAsset {
  chainId: number
  /** 'native' or a lower-case contract address. */
  asset: 'native' | `0x${string}`
}

/** A Solana token a price is asked for: SOL on a network, or a mint on it. */
export interface SolanaPricedAsset {
  /** CAIP-2, `solana:…`. */
  network: `solana:${string}`
  /** 'native' (SOL) or the mint's base58 address, exactly as written: base58 is case-sensitive. */
  asset: string
}

/** The native currency of a Bitcoin or Polkadot network (BTC, DOT): the only asset the API reads there. */
export interface NativePricedAsset {
  /** CAIP-2, `bip122:…` or `polkadot:…`. */
  network: `bip122:${string}` | `polkadot:${string}`
  asset: 'native'
}

/** A token a price is asked for. A price feed that knows no Solana, Bitcoin or Polkadot asset leaves them out. */
export type PricedAsset = EvmPricedAsset | SolanaPricedAsset | NativePricedAsset

/**
 * Where USD prices come from. The API ships only `configuredPriceSource` (fixed prices from the token list), the
 * devnet and offline source; a production deployment plugs a market feed in behind the same interface.
 * An asset the source does not know is absent from the answer, never priced 0 by guesswork.
 */
export interface PriceSource {
  usdPrices(assets: readonly PricedAsset[]): Promise<Map<string, number>>
}

/** The asset's key in a price answer: EVM addresses in lower case, Solana mints as written. */
export function priceKey(priced: PricedAsset): string {
  if ('network' in priced) return `${priced.network}:${priced.asset}`
  return `${priced.chainId}:${priced.asset.toLowerCase()}`
}

/** Prices from the token lists' `priceUsd`; no network calls. */
export function configuredPriceSource(lists: TokenLists, solanaLists: SolanaTokenLists = {}): PriceSource {
  const prices = new Map<string, number>()
  for (const [id, list] of Object.entries(solanaLists)) {
    const network = id as `solana:${string}`
    if (list.native.priceUsd !== undefined) prices.set(priceKey({ network, asset: 'native' }), list.native.priceUsd)
    for (const token of list.tokens) {
      if (token.priceUsd !== undefined) prices.set(priceKey({ network, asset: token.address }), token.priceUsd)
    }
  }
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
