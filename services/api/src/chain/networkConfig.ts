import { z } from 'zod'
import type {
  BitcoinAddressPrefix,
  BitcoinChainConfig,
  ChainConfig,
  NetworkConfig,
  PolkadotChainConfig,
  SolanaChainConfig,
} from '../deps.ts'

/** CAIP-30: `solana:` and the first 32 base58 characters of the network's genesis hash. */
export const SOLANA_NETWORK = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/
/** CAIP-4: `bip122:` and the first 32 hex digits of the genesis block hash, in lower case. */
export const BITCOIN_NETWORK = /^bip122:[0-9a-f]{32}$/
/** CAIP-13: `polkadot:` and the first 32 hex digits of the genesis hash, in lower case. */
export const POLKADOT_NETWORK = /^polkadot:[0-9a-f]{32}$/

/**
 * The address prefix of the Bitcoin networks whose genesis is known: mainnet; testnet3, testnet4 and signet
 * (every signet shares one genesis block); regtest. Another genesis must name its prefix in the config.
 */
export const KNOWN_BITCOIN_NETWORKS: Readonly<Record<string, BitcoinAddressPrefix>> = {
  'bip122:000000000019d6689c085ae165831e93': 'bc',
  'bip122:000000000933ea01ad0ee984209779ba': 'tb',
  'bip122:00000000da84f2bafbbc53dee25a72ae': 'tb',
  'bip122:00000008819873e925422c1ff0f99f7c': 'tb',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bcrt',
}

const namespaceIs =
  <T extends NetworkConfig>(namespace: string) =>
  (chain: NetworkConfig): chain is T =>
    'caipNetworkId' in chain && chain.caipNetworkId.startsWith(`${namespace}:`)

export const isSolanaChain = namespaceIs<SolanaChainConfig>('solana')
export const isBitcoinChain = namespaceIs<BitcoinChainConfig>('bip122')
export const isPolkadotChain = namespaceIs<PolkadotChainConfig>('polkadot')

/** The EVM chains of the served networks, in configured order. */
export function evmChainsOf(chains: readonly NetworkConfig[]): ChainConfig[] {
  return chains.filter((chain): chain is ChainConfig => 'chainId' in chain)
}

/** The Solana networks of the served networks, in configured order. */
export function solanaChainsOf(chains: readonly NetworkConfig[]): SolanaChainConfig[] {
  return chains.filter(isSolanaChain)
}

/** The Bitcoin networks of the served networks, in configured order. */
export function bitcoinChainsOf(chains: readonly NetworkConfig[]): BitcoinChainConfig[] {
  return chains.filter(isBitcoinChain)
}

/** The Polkadot networks of the served networks, in configured order. */
export function polkadotChainsOf(chains: readonly NetworkConfig[]): PolkadotChainConfig[] {
  return chains.filter(isPolkadotChain)
}

/** The CAIP-2 id of a served network. */
export function networkIdOf(chain: NetworkConfig): string {
  return 'chainId' in chain ? `eip155:${chain.chainId}` : chain.caipNetworkId
}

const name = z.string().min(1)
const contractAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 20-byte address like 0x…')
  .transform((address) => address as `0x${string}`)
const smartAccount = z.object({ bundlerUrl: z.url(), factoryAddress: contractAddress })
const swaps = z.object({
  routerAddress: contractAddress,
  factoryAddress: contractAddress,
  wethAddress: contractAddress,
})
const evmEntry = z.object({
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name,
  rpcUrl: z.url(),
  smartAccount: smartAccount.optional(),
  swaps: swaps.optional(),
})
const solanaEntry = z.object({
  caipNetworkId: z
    .string()
    .regex(SOLANA_NETWORK, 'must be solana: and the first 32 base58 characters of the genesis hash (CAIP-30)')
    .transform((id) => id as `solana:${string}`),
  name,
  rpcUrl: z.url(),
})
/** An Esplora base URL is joined with paths (`/address/…/utxo`), so a trailing slash is dropped. */
const esploraUrl = z
  .url()
  .refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL')
  .transform((url) => url.replace(/\/+$/, ''))
const bitcoinEntry = z
  .object({
    caipNetworkId: z
      .string()
      .regex(BITCOIN_NETWORK, 'must be bip122: and the first 32 hex digits of the genesis block hash (CAIP-4)')
      .transform((id) => id as `bip122:${string}`),
    name,
    esploraUrl,
    addressPrefix: z.enum(['bc', 'tb', 'bcrt']).optional(),
  })
  .transform((entry, context): BitcoinChainConfig => {
    const addressPrefix = entry.addressPrefix ?? KNOWN_BITCOIN_NETWORKS[entry.caipNetworkId]
    if (addressPrefix) return { ...entry, addressPrefix }
    context.addIssue({
      code: 'custom',
      path: ['addressPrefix'],
      message: 'must name the address prefix (bc, tb or bcrt) of a network whose genesis is not a known one',
      input: entry,
    })
    return z.NEVER
  })
const polkadotEntry = z.object({
  caipNetworkId: z
    .string()
    .regex(POLKADOT_NETWORK, 'must be polkadot: and the first 32 hex digits of the genesis hash (CAIP-13)')
    .transform((id) => id as `polkadot:${string}`),
  name,
  rpcUrl: z.url(),
  ss58Format: z.number().int().min(0).max(16383).optional(),
  symbol: z.string().min(1).max(16).optional(),
  decimals: z.number().int().min(1).max(36).optional(),
})

/** The entry schema an entry is read by: the namespace its `caipNetworkId` names, else EVM's. */
function entrySchemaOf(entry: unknown): z.ZodType<NetworkConfig> {
  if (typeof entry !== 'object' || entry === null || !('caipNetworkId' in entry)) return evmEntry
  const id = String(entry.caipNetworkId)
  if (id.startsWith('bip122:')) return bitcoinEntry
  if (id.startsWith('polkadot:')) return polkadotEntry
  return solanaEntry
}

/**
 * FOYER_CHAINS: one JSON list of every served network. `{ chainId, name, rpcUrl, smartAccount?, swaps? }` is an EVM
 * chain (`smartAccount: { bundlerUrl, factoryAddress }` where the embedded wallet offers its smart account,
 * `swaps: { routerAddress, factoryAddress, wethAddress }` its Uniswap V2 contracts where it serves swaps),
 * `{ caipNetworkId: "solana:…", name, rpcUrl }` a Solana network, `{ caipNetworkId: "bip122:…", name, esploraUrl,
 * addressPrefix? }` a Bitcoin network and `{ caipNetworkId: "polkadot:…", name, rpcUrl, ss58Format?, symbol?,
 * decimals? }` a Polkadot one; an entry is read by the key it carries, and a network listed twice is refused
 * rather than served by whichever entry came last.
 */
export const networkConfigsSchema = z
  .array(
    z.unknown().transform((entry, context): NetworkConfig => {
      const parsed = entrySchemaOf(entry).safeParse(entry)
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
