import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { type ChainTokenList, devnetTokenLists, evmTokenListSchema, type TokenLists } from './chainDataConfig.ts'
import { SOLANA_NETWORK } from './networkConfig.ts'
import {
  devnetSolanaTokenLists,
  type SolanaTokenList,
  type SolanaTokenLists,
  solanaTokenListSchema,
} from './solanaTokenLists.ts'

/** Every network's token list, by namespace. */
export interface TokenListFile {
  evm: TokenLists
  solana: SolanaTokenLists
}

const EVM_CHAIN_ID = /^[1-9][0-9]{0,15}$/

/**
 * The file FOYER_TOKEN_LIST names: `{ "<EVM chain id>": { native?, tokens }, "solana:<ref>": { native?, tokens } }`.
 * Each entry is read by the network its key names; a key that names neither is refused.
 */
export const tokenListFileSchema = z.record(z.string(), z.unknown()).transform((file, context): TokenListFile => {
  const evm: Record<number, ChainTokenList> = {}
  const solana: Record<string, SolanaTokenList> = {}
  for (const [key, value] of Object.entries(file)) {
    const isEvm = EVM_CHAIN_ID.test(key)
    if (!isEvm && !SOLANA_NETWORK.test(key)) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: 'must be an EVM chain id (1) or a Solana network (solana:…)',
      })
      continue
    }
    const parsed = (isEvm ? evmTokenListSchema : solanaTokenListSchema).safeParse(value)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', path: [key, ...issue.path], message: issue.message })
      }
    } else if (isEvm) evm[Number(key)] = parsed.data as ChainTokenList
    else solana[key] = parsed.data as SolanaTokenList
  }
  return { evm, solana }
})

export function parseTokenListFile(json: unknown): TokenListFile {
  return tokenListFileSchema.parse(json)
}

/** The EVM lists of a token-list file; a chain that names no native currency gets Ether. */
export function parseTokenLists(json: unknown): TokenLists {
  return parseTokenListFile(json).evm
}

/**
 * FOYER_TOKEN_LIST names a JSON token-list file (a self-hoster lists mainnet tokens and their prices there);
 * without it the API serves the devnets' lists. A bad file stops the start with the reason, never half-loads.
 */
export function tokenListFileFromEnv(env: Record<string, string | undefined> = process.env): TokenListFile {
  const path = env.FOYER_TOKEN_LIST
  if (!path) return { evm: devnetTokenLists(), solana: devnetSolanaTokenLists() }
  try {
    return parseTokenListFile(JSON.parse(readFileSync(path, 'utf8')))
  } catch (error) {
    throw new Error(`FOYER_TOKEN_LIST ${path} is not a valid token list`, { cause: error })
  }
}

export function tokenListsFromEnv(env: Record<string, string | undefined> = process.env): TokenLists {
  return tokenListFileFromEnv(env).evm
}

export function solanaTokenListsFromEnv(env: Record<string, string | undefined> = process.env): SolanaTokenLists {
  return tokenListFileFromEnv(env).solana
}
