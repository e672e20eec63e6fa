import type { TokenBalance } from '@foyer/protocol'
import type { ChainTokenList } from './chainDataConfig.ts'
import { heldTokenBalances } from './heldTokenBalance.ts'
import { type PricedAsset, priceKey } from './priceSource.ts'
import type { RawBalances } from './readBalances.ts'

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
  return heldTokenBalances(
    [
      {
        ...list.native,
        address: 'native',
        tokenAddress: undefined,
        held: { amount: raw.native, decimals: list.native.decimals },
        key: priceKey({ chainId, asset: 'native' }),
      },
      ...list.tokens.map((token, index) => {
        const amount = raw.tokens[index]
        return {
          ...token,
          address: `${network}:${token.address}`,
          tokenAddress: token.address,
          held: amount === undefined ? undefined : { amount, decimals: token.decimals },
          key: priceKey({ chainId, asset: token.address }),
        }
      }),
    ],
    { network, prices, publicUrl },
  )
}
