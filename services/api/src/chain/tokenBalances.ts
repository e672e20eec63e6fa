import type { TokenBalance } from '@foyer/protocol'
import { formatUnits } from 'viem'
import type { ChainTokenList } from './chainDataConfig.ts'
import { type PricedAsset, priceKey } from './priceSource.ts'
import type { RawBalances } from './readBalances.ts'
import { tokenIconUrl } from './tokenIcon.ts'

/** The assets whose prices a balance answer needs. */
export function balanceAssets(chainId: number, list: ChainTokenList): PricedAsset[] {
  return [
    { chainId, asset: 'native' },
    ...list.tokens.map((token) => ({ chainId, asset: token.address.toLowerCase() as `0x${string}` })),
  ]
}

/**
 * SPEC §3 token balances from what the node answered. SPEC §5: a token with 0 decimals is dropped; so is a zero
 * balance and a token whose contract did not answer. Unpriced assets show price 0 and value 0.
 */
export function toTokenBalances(input: {
  chainId: number
  list: ChainTokenList
  raw: RawBalances
  prices: Map<string, number>
  publicUrl: string
}): TokenBalance[] {
  const { chainId, list, raw, prices, publicUrl } = input
  const network = `eip155:${chainId}`
  const entries = [
    {
      ...list.native,
      address: 'native',
      contract: undefined,
      amount: raw.native,
      key: priceKey({ chainId, asset: 'native' }),
    },
    ...list.tokens.map((token, index) => ({
      ...token,
      address: `${network}:${token.address}`,
      contract: token.address,
      amount: raw.tokens[index],
      key: priceKey({ chainId, asset: token.address }),
    })),
  ]
  const balances: TokenBalance[] = []
  for (const entry of entries) {
    if (entry.decimals === 0 || entry.amount === undefined || entry.amount === 0n) continue
    const numeric = formatUnits(entry.amount, entry.decimals)
    const price = prices.get(entry.key) ?? 0
    balances.push({
      name: entry.name,
      symbol: entry.symbol,
      chainId: network,
      address: entry.address,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(entry.decimals), numeric },
      iconUrl: tokenIconUrl(publicUrl, { symbol: entry.symbol, address: entry.contract, iconUrl: entry.iconUrl }),
    })
  }
  return balances
}
