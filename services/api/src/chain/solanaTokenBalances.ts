import type { TokenBalance } from '@foyer/protocol'
import { heldTokenBalances } from './heldTokenBalance.ts'
import { type PricedAsset, priceKey } from './priceSource.ts'
import type { RawSolanaBalances } from './readSolanaBalances.ts'
import type { SolanaTokenList } from './solanaTokenLists.ts'

/** The assets whose prices a Solana balance answer needs: SOL and every listed mint. */
export function solanaBalanceAssets(network: `solana:${string}`, list: SolanaTokenList): PricedAsset[] {
  return [{ network, asset: 'native' }, ...list.tokens.map((token) => ({ network, asset: token.address }))]
}

/**
 * SPEC §3 token balances of a Solana account, in the shape the EVM side answers: SOL first, then the listed mints
 * in list order. A mint on no list is left out, as an EVM token on no list is never read. SPEC §5: a token with
 * 0 decimals is dropped, and so is a zero balance. The decimals are the mint's own, as the node reported them
 * in the token account, so a list that names other decimals cannot misstate an amount.
 */
export function toSolanaTokenBalances(input: {
  network: `solana:${string}`
  list: SolanaTokenList
  raw: RawSolanaBalances
  prices: Map<string, number>
  publicUrl: string
}): TokenBalance[] {
  const { network, list, raw, prices, publicUrl } = input
  return heldTokenBalances(
    [
      {
        ...list.native,
        address: 'native',
        tokenAddress: undefined,
        held: { amount: raw.native, decimals: list.native.decimals },
        key: priceKey({ network, asset: 'native' }),
      },
      ...list.tokens.map((token) => ({
        ...token,
        address: `${network}:${token.address}`,
        tokenAddress: token.address,
        held: raw.tokens.get(token.address),
        key: priceKey({ network, asset: token.address }),
      })),
    ],
    { network, prices, publicUrl },
  )
}
