import type { FungiblePriceResponse } from '@foyer/protocol'
import { type TokenLists, tokenListOf } from './chainDataConfig.ts'
import { type PricedAsset, type PriceSource, priceKey } from './priceSource.ts'
import { tokenIconUrl } from './tokenIcon.ts'

/** How the price call names a chain's own currency (the convention swap APIs use). */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

interface Known {
  asset: PricedAsset
  name: string
  symbol: string
  iconUrl: string
}

/**
 * Prices of listed tokens named by CAIP-10 address, in the order asked, each once. A token on no list, on another
 * namespace, or without a price is left out rather than guessed.
 */
export async function fungiblePrices(
  context: { lists: TokenLists; prices: PriceSource; publicUrl: string },
  addresses: readonly string[],
): Promise<FungiblePriceResponse['fungibles']> {
  const known = new Map<string, Known>()
  for (const caip10 of addresses) {
    const [namespace, reference, address] = caip10.split(':')
    if (namespace !== 'eip155' || !reference || !address || !/^[1-9][0-9]{0,15}$/.test(reference)) continue
    const chainId = Number(reference)
    const list = context.lists[chainId]
    if (!list) continue
    const lower = address.toLowerCase()
    if (lower === NATIVE_PLACEHOLDER) {
      const asset: PricedAsset = { chainId, asset: 'native' }
      known.set(priceKey(asset), { asset, ...list.native, iconUrl: tokenIconUrl(context.publicUrl, list.native) })
      continue
    }
    const token = tokenListOf(context.lists, chainId).tokens.find((entry) => entry.address.toLowerCase() === lower)
    if (!token) continue
    const asset: PricedAsset = { chainId, asset: lower as `0x${string}` }
    known.set(priceKey(asset), { asset, ...token, iconUrl: tokenIconUrl(context.publicUrl, token) })
  }
  const prices = await context.prices.usdPrices([...known.values()].map(({ asset }) => asset))
  return [...known.entries()].flatMap(([key, token]) => {
    const price = prices.get(key)
    return price === undefined ? [] : [{ name: token.name, symbol: token.symbol, iconUrl: token.iconUrl, price }]
  })
}
