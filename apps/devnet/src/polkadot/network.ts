// The Polkadot devnet's identity, apart from its accounts' keys: a page that only names the network loads nothing else.

/**
 * blake2b-256 of the SCALE genesis header (genesis.ts builds it from the genesis balances; genesis.test.ts
 * checks this value). Its own, not Polkadot's, so no wallet mistakes the devnet for mainnet.
 */
export const POLKADOT_DEVNET_GENESIS_HASH = '0x9ae293c797a0d4363c8ac658b47d91a3a37ab57fb952d09feba4971e8259ab6b'

/** CAIP-2: `polkadot:` and the first 32 hex digits of the genesis hash, as for Polkadot, Kusama and Westend. */
export const POLKADOT_DEVNET_CAIP_NETWORK_ID = `polkadot:${POLKADOT_DEVNET_GENESIS_HASH.slice(2, 34)}` as const

export const POLKADOT_DEVNET_CHAIN_NAME = 'Foyer Polkadot Devnet'
export const POLKADOT_DEVNET_SS58_PREFIX = 42
export const POLKADOT_DEVNET_DECIMALS = 10
export const POLKADOT_DEVNET_SYMBOL = 'DOT'
/** 1 DOT: the existential deposit, as on Polkadot. */
export const POLKADOT_DEVNET_EXISTENTIAL_DEPOSIT = 10_000_000_000n
/** Default port: 9944, a Substrate node's RPC port. */
export const POLKADOT_DEVNET_DEFAULT_PORT = 9944
