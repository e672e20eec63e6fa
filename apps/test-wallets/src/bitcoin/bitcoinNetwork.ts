import type { BTC_NETWORK } from '@scure/btc-signer/utils.js'

/** Bitcoin Core's regtest: bech32 `bcrt`, testnet version bytes (Core's chainparams). */
export const REGTEST: BTC_NETWORK = Object.freeze({ bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef })

/** CAIP-2 of regtest: `bip122:` + the first 32 hex digits of its genesis block hash. */
export const BITCOIN_REGTEST_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const
