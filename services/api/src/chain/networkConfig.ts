import { z } from 'zod'
import type { ChainConfig, NetworkConfig, SolanaChainConfig } from '../deps.ts'

/** CAIP-30: `solana:` and the first 32 base58 characters of the network's genesis hash. */
export const SOLANA_NETWORK = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/

export function isSolanaChain(chain: NetworkConfig): chain is SolanaChainConfig {
  return 'caipNetworkId' in chain
}

/** The EVM chains of the served networks, in configured order. */
export function evmChainsOf(chains: readonly NetworkConfig[]): ChainConfig[] {
  return chains.filter((chain): chain is ChainConfig => !isSolanaChain(chain))
}

/** The Solana networks of the served networks, in configured order. */
export function solanaChainsOf(chains: readonly NetworkConfig[]): SolanaChainConfig[] {
  return chains.filter(isSolanaChain)
}

/** The CAIP-2 id of a served network. */
export function networkIdOf(chain: NetworkConfig): string {
  return isSolanaChain(chain) ? chain.caipNetworkId : `eip155:${chain.chainId}`
}

const name = z.string().min(1)
const smartAccount = z.object({
  bundlerUrl: z.url(),
  factoryAddress: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 20-byte address like 0x…')
    .transform((address) => address as `0x${string}`),
})
const evmEntry = z.object({
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name,
  rpcUrl: z.url(),
  smartAccount: smartAccount.optional(),
})
const solanaEntry = z.object({
  caipNetworkId: z
    .string()
    .regex(SOLANA_NETWORK, 'must be solana: and the first 32 base58 characters of the genesis hash (CAIP-30)')
    .transform((id) => id as `solana:${string}`),
  name,
  rpcUrl: z.url(),
})

/**
 * FOYER_CHAINS: one JSON list of every served network. `{ chainId, name, rpcUrl, smartAccount? }` is an EVM chain
 * (`smartAccount: { bundlerUrl, factoryAddress }` where the embedded wallet offers its smart account),
 * `{ caipNetworkId: "solana:…", name, rpcUrl }` a Solana network; an entry is read by the key it carries, and a
 * network listed twice is refused rather than served by whichever entry came last.
 */
export const networkConfigsSchema = z
  .array(
    z.unknown().transform((entry, context): NetworkConfig => {
      const solana = typeof entry === 'object' && entry !== null && 'caipNetworkId' in entry
      const parsed = (solana ? solanaEntry : evmEntry).safeParse(entry)
      if (parsed.success) return parsed.data
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: entry })
      }
      return z.NEVER
    }),
  )
  .superRefine((chains, context) => {
    const seen = new Set<string>()
    for (const [index, chain] of chains.entries()) {
      const id = networkIdOf(chain)
      if (seen.has(id)) context.addIssue({ code: 'custom', path: [index], message: `lists ${id} a second time` })
      seen.add(id)
    }
  })
