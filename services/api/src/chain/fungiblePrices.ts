import type { FungiblePriceResponse } from '@foyer/protocol'
import { type TokenLists, tokenListOf } from './chainDataConfig.ts'
import { SOLANA_NETWORK } from './networkConfig.ts'
import { type PricedAsset, type PriceSource, priceKey } from './priceSource.ts'
import type { SolanaTokenLists } from './solanaTokenLists.ts'
import { tokenIconUrl } from './tokenIcon.ts'

/** How the price call names a chain's own currency (the convention swap APIs use). */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** How Solana price and swap APIs name SOL: the native mint (wrapped SOL). */
const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111112'

interface Known {
  asset: PricedAsset
  name: string
  symbol: string
  iconUrl: string
}

interface PriceContext {
  lists: TokenLists
  solanaLists?: SolanaTokenLists
  prices: PriceSource
  publicUrl: string
}

/** A listed EVM token or native currency named by a CAIP-10 address on `reference`, if it is one. */
function knownEvm(context: PriceContext, reference: string, address: string): Known | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(reference)) return undefined
  const chainId = Number(reference)
  const list = context.lists[chainId]
  if (!list) return undefined
  const lower = address.toLowerCase()
  if (lower === NATIVE_PLACEHOLDER) {
    return {
      asset: { chainId, asset: 'native' },
      ...list.native,
      iconUrl: tokenIconUrl(context.publicUrl, list.native),
    }
  }
  const token = tokenListOf(context.lists, chainId).tokens.find((entry) => entry.address.toLowerCase() === lower)
  if (!token) return undefined
  return {
    asset: { chainId, asset: lower as `0x${string}` },
    ...token,
    iconUrl: tokenIconUrl(context.publicUrl, token),
  }
}

/** A listed Solana mint, or SOL by the native mint, on `network`; mints compare as written (base58 has case). */
function knownSolana(context: PriceContext, network: string, mint: string): Known | undefined {
  if (!SOLANA_NETWORK.test(network) || !context.solanaLists || !Object.hasOwn(context.solanaLists, network)) {
    return undefined
  }
  const list = context.solanaLists[network]!
  const id = network as `solana:${string}`
  if (mint === SOLANA_NATIVE_MINT) {
    const native = list.native
    return { asset: { network: id, asset: 'native' }, ...native, iconUrl: tokenIconUrl(context.publicUrl, native) }
  }
  const token = list.tokens.find((entry) => entry.address === mint)
  if (!token) return undefined
  return { asset: { network: id, asset: mint }, ...token, iconUrl: tokenIconUrl(context.publicUrl, token) }
}

/**
 * Prices of listed tokens named by CAIP-10 address, in the order asked, each once. A token on no list, on a
 * network not served, or without a price is left out rather than guessed.
 */
export async function fungiblePrices(
  context: PriceContext,
  addresses: readonly string[],
): Promise<FungiblePriceResponse['fungibles']> {
  const known = new Map<string, Known>()
  for (const caip10 of addresses) {
    const [namespace, reference, address] = caip10.split(':')
    if (!reference || !address) continue
    const token =
      namespace === 'eip155'
        ? knownEvm(context, reference, address)
        : namespace === 'solana'
          ? knownSolana(context, `solana:${reference}`, address)
          : undefined
    if (token) known.set(priceKey(token.asset), token)
  }
  const prices = await context.prices.usdPrices([...known.values()].map(({ asset }) => asset))
  return [...known.entries()].flatMap(([key, token]) => {
    const price = prices.get(key)
    return price === undefined ? [] : [{ name: token.name, symbol: token.symbol, iconUrl: token.iconUrl, price }]
  })
}
