import { z } from 'zod'
import { type NativeCurrency, nativeCurrencySchema } from './chainDataConfig.ts'
import { isSolanaAddress } from './solanaAddress.ts'

/** One SPL token (SPL Token or Token-2022) of a Solana token list, named by its mint's base58 address. */
export interface SolanaListedToken {
  /** The mint, base58, exactly as written (base58 is case-sensitive). */
  address: string
  name: string
  symbol: string
  decimals: number
  priceUsd?: number
  iconUrl?: string
}

export interface SolanaTokenList {
  native: NativeCurrency
  tokens: readonly SolanaListedToken[]
}

/** Token lists by Solana CAIP-2 network id. A served network without one reads its SOL balance only. */
export type SolanaTokenLists = Readonly<Record<string, SolanaTokenList>>

/** SOL: 9 decimals (lamports). */
export const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

const mintAddress = z
  .string()
  .refine(isSolanaAddress, 'must be a mint address: 32 to 44 base58 characters naming 32 bytes')

/** One Solana network's entry in the FOYER_TOKEN_LIST file: `{ native?, tokens: [...] }`, native SOL by default. */
export const solanaTokenListSchema = z
  .object({
    native: nativeCurrencySchema.optional(),
    tokens: z.array(nativeCurrencySchema.extend({ address: mintAddress })).max(1000),
  })
  .transform((list): SolanaTokenList => ({ native: list.native ?? SOL, tokens: list.tokens }))

export function solanaTokenListOf(lists: SolanaTokenLists, network: string): SolanaTokenList {
  return Object.hasOwn(lists, network) ? (lists[network] as SolanaTokenList) : { native: SOL, tokens: [] }
}

/** The Solana devnet's network (`@foyer/devnet/solana`): its genesis hash is fixed, so this id never changes. */
export const SOLANA_DEVNET_NETWORK = 'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru'

/**
 * The Solana devnet's token list: the two SPL mints `@foyer/devnet/solana` writes into its genesis state
 * (solanaTokenLists.test.ts checks they match). Prices are fixed, made-up values for an offline devnet.
 */
export function devnetSolanaTokenLists(): SolanaTokenLists {
  return {
    [SOLANA_DEVNET_NETWORK]: {
      native: { ...SOL, priceUsd: 150 },
      tokens: [
        {
          address: '2sxwyDJvuYJ6iNSxYZHGUNjAV7aSa6uRGXGCaWcMQzgu',
          name: 'Foyer USD (Solana)',
          symbol: 'fUSD-S',
          decimals: 6,
          priceUsd: 1,
        },
        {
          address: 'Hkeg6xV45zwvAYEcYoiNJW42Ymh37UKPGbvGe6Uyo8Wy',
          name: 'Foyer Token (Solana)',
          symbol: 'FOY-S',
          decimals: 9,
          priceUsd: 2.5,
        },
      ],
    },
  }
}
