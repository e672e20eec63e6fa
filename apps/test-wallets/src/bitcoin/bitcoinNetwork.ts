import { BITCOIN_REGTEST_CAIP_NETWORK_ID, BITCOIN_REGTEST_NETWORK } from '@foyer/devnet/bitcoin/network'
import type { BTC_NETWORK } from '@scure/btc-signer/utils.js'

/** Bitcoin Core's regtest: bech32 `bcrt`, testnet version bytes (the devnet's own parameters). */
export const REGTEST: BTC_NETWORK = BITCOIN_REGTEST_NETWORK

/** CAIP-2 of regtest: `bip122:` + the first 32 hex digits of its genesis block hash. */
export const BITCOIN_REGTEST_CHAIN = BITCOIN_REGTEST_CAIP_NETWORK_ID
