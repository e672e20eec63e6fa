import { z } from 'zod'

/** The chain's own currency: its name, symbol and decimals, and a configured price. */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
  /** USD per whole unit, for the configured price source. */
  priceUsd?: number
  iconUrl?: string
}

/** One entry of a token list: an ERC-20 the balance call reads and the history call does not flag as spam. */
export interface ListedToken {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  priceUsd?: number
  iconUrl?: string
}

export interface ChainTokenList {
  native: NativeCurrency
  tokens: readonly ListedToken[]
}

/** Token lists by EVM chain id. A configured chain without one reads its native balance only. */
export type TokenLists = Readonly<Record<number, ChainTokenList>>

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const hexAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as unknown as z.ZodType<`0x${string}`>
const price = z.number().finite().nonnegative()
const label = z.string().min(1).max(64)
/** A native currency or a token's common fields in a token-list file. */
export const nativeCurrencySchema = z.object({
  name: label,
  symbol: label,
  decimals: z.number().int().min(0).max(36),
  priceUsd: price.optional(),
  iconUrl: z.string().max(2048).optional(),
})
const tokenSchema = nativeCurrencySchema.extend({ address: hexAddress })

/** One EVM chain's entry in the FOYER_TOKEN_LIST file: `{ native?, tokens: [...] }`, Ether by default. */
export const evmTokenListSchema = z
  .object({ native: nativeCurrencySchema.optional(), tokens: z.array(tokenSchema).max(1000) })
  .transform((list): ChainTokenList => ({ native: list.native ?? ETHER, tokens: list.tokens }))

/** The native currency of a chain with no list entry: every chain the devnet runs is Ether. */
export function tokenListOf(lists: TokenLists, chainId: number): ChainTokenList {
  return lists[chainId] ?? { native: ETHER, tokens: [] }
}

/**
 * The devnet's token list: `@foyer/devnet/tokens` deploys these on 31337 and 31338 (tokenLists.test.ts checks the
 * addresses match). Prices are fixed, made-up values for an offline devnet. "Claim Your Reward" is deployed but
 * deliberately absent, so the history call flags it as spam.
 */
export function devnetTokenLists(): TokenLists {
  const native: NativeCurrency = { ...ETHER, priceUsd: 3000 }
  const tokens: ListedToken[] = [
    {
      address: '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC',
      name: 'Foyer USD',
      symbol: 'fUSD',
      decimals: 6,
      priceUsd: 1,
    },
    {
      address: '0xe4089813ab65F698cA8251E9a74ac6EB0816995A',
      name: 'Foyer Token',
      symbol: 'FOY',
      decimals: 18,
      priceUsd: 2.5,
    },
    {
      address: '0xb292a082997dd163c8B7aa011A3C56094B12916D',
      name: 'Foyer Points',
      symbol: 'PTS',
      decimals: 0,
      priceUsd: 0.01,
    },
  ]
  return { 31337: { native, tokens }, 31338: { native, tokens } }
}
