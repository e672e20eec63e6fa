import type { TokenBalance } from '@foyer/protocol'
import { formatUnits } from 'viem'
import { tokenIconUrl } from './tokenIcon.ts'

/** One asset of a balance answer, on any chain: what the list names it, and what the node says is held. */
export interface HeldAsset {
  name: string
  symbol: string
  /** As the answer names it: 'native', or `{network}:{token address}`. */
  address: string
  /** The token's own address, for an icon drawn from it; none for the native currency. */
  tokenAddress: string | undefined
  iconUrl?: string | undefined
  /** Nothing when the node did not answer for it. */
  held: { amount: bigint; decimals: number } | undefined
  /** Its key in the prices map. */
  key: string
}

/**
 * SPEC §3 token balances in list order. SPEC §5: a token with 0 decimals is dropped; so is a zero balance and an
 * asset the node did not answer for. Unpriced assets show price 0 and value 0.
 */
export function heldTokenBalances(
  assets: readonly HeldAsset[],
  context: { network: string; prices: Map<string, number>; publicUrl: string },
): TokenBalance[] {
  const balances: TokenBalance[] = []
  for (const asset of assets) {
    if (!asset.held || asset.held.decimals === 0 || asset.held.amount === 0n) continue
    const numeric = formatUnits(asset.held.amount, asset.held.decimals)
    const price = context.prices.get(asset.key) ?? 0
    balances.push({
      name: asset.name,
      symbol: asset.symbol,
      chainId: context.network,
      address: asset.address,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(asset.held.decimals), numeric },
      iconUrl: tokenIconUrl(context.publicUrl, {
        symbol: asset.symbol,
        address: asset.tokenAddress,
        iconUrl: asset.iconUrl,
      }),
    })
  }
  return balances
}
