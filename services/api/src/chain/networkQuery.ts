import { balanceQuerySchema, gasPriceQuerySchema, historyQuerySchema, networkIdSchema } from '@foyer/protocol'

import { BITCOIN_NETWORK, POLKADOT_NETWORK, SOLANA_NETWORK } from './networkConfig.ts'

const EIP155_NETWORK = /^eip155:[1-9][0-9]{0,15}$/

/**
 * A network in its one canonical spelling. An EVM chain id is a decimal number without leading zeros
 * (CAIP-2 eip155), so `eip155:031337` or `0` would otherwise name no served chain and quietly answer the
 * empty default while `31337` answers balances: such spellings are refused instead. A Solana network is
 * `solana:` and 32 base58 characters (CAIP-30), a Bitcoin or Polkadot one the namespace and 32 lower-case hex
 * digits (CAIP-4, CAIP-13); anything else under those namespaces names no network at all.
 */
export const canonicalNetworkSchema = networkIdSchema
  .refine(
    (network) => !network.startsWith('eip155:') || EIP155_NETWORK.test(network),
    'must be a CAIP-2 network id like eip155:1: an EVM chain id has no leading zeros',
  )
  .refine(
    (network) => !network.startsWith('solana:') || SOLANA_NETWORK.test(network),
    'must be a CAIP-2 network id: a Solana network is solana: and the first 32 base58 characters of its genesis hash',
  )
  .refine(
    (network) => !network.startsWith('bip122:') || BITCOIN_NETWORK.test(network),
    'must be a CAIP-2 network id: a Bitcoin network is bip122: and the first 32 lower-case hex digits of its genesis block hash',
  )
  .refine(
    (network) => !network.startsWith('polkadot:') || POLKADOT_NETWORK.test(network),
    'must be a CAIP-2 network id: a Polkadot network is polkadot: and the first 32 lower-case hex digits of its genesis hash',
  )

export const canonicalBalanceQuerySchema = balanceQuerySchema.extend({ chainId: canonicalNetworkSchema.optional() })
export const canonicalHistoryQuerySchema = historyQuerySchema.extend({ chainId: canonicalNetworkSchema.optional() })
export const canonicalGasPriceQuerySchema = gasPriceQuerySchema.extend({ chainId: canonicalNetworkSchema })
