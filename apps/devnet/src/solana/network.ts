// The Solana devnet's identity, apart from its accounts' keys: a page that only names the network loads nothing else.

/**
 * The devnet's genesis hash, base58 of sha256("foyer-solana-devnet:genesis"): fixed, so the CAIP-2 id below
 * never changes between runs.
 */
export const SOLANA_DEVNET_GENESIS_HASH = '8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ruv36UoT2gAUX2'

/** CAIP-2: `solana:` and the first 32 characters of the genesis hash, as for mainnet and devnet. */
export const SOLANA_DEVNET_CAIP_ID = `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}` as const
