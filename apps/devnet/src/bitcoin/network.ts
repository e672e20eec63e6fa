// Browser-safe: the regtest chain's identity, imported by wallets and adapters as well as by the devnet.

/** Bitcoin Core's regtest genesis block hash (display order), which the devnet's genesis header hashes to. */
export const BITCOIN_REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2 id of regtest: `bip122:` and the first 32 hex digits of the genesis hash. */
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = `bip122:${BITCOIN_REGTEST_GENESIS_HASH.slice(0, 32)}` as const

/** Regtest address parameters in @scure/btc-signer's `BTC_NETWORK` shape (bech32 `bcrt`, as Bitcoin Core). */
export const BITCOIN_REGTEST_NETWORK = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
} as const
