// Browser-safe: imported as `@foyer/devnet/polkadot/accounts` by the test extension and the demo; no node imports.

/** The key schemes a Substrate account may use (polkadot.js KeypairType, without 'ethereum'). */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

/** One funded account of the Polkadot devnet; the key is public, never for real funds. */
export interface PolkadotDevnetAccount {
  name: string
  type: PolkadotKeyType
  /**
   * 32-byte hex seed: for sr25519 the schnorrkel mini secret (`secretFromSeed` expands it, as polkadot.js does
   * for a mnemonic's seed), for ed25519 the RFC 8032 private key, for ecdsa the secp256k1 private key.
   */
  miniSecret: string
  /** 0x hex public key: 32 bytes (sr25519, ed25519) or the 33-byte compressed secp256k1 key (ecdsa). */
  publicKey: string
  /** 0x hex 32-byte account id: the public key itself, or blake2b-256 of it for ecdsa (as MultiSigner does). */
  accountId: string
  /** SS58 address with the devnet's prefix 42. */
  address: string
  /** Free balance at genesis, in planck (10^-10 DOT). */
  free: bigint
}

/** 1,000 DOT in planck: every account's genesis balance. */
export const POLKADOT_DEVNET_GENESIS_BALANCE = 10_000_000_000_000n

/**
 * Deterministic keys: each seed is blake2b-256("foyer-polkadot-devnet:" + name). Written out so a browser needs
 * no derivation; accounts.test.ts derives them again with @scure/sr25519 and @noble/curves.
 */
export const POLKADOT_DEVNET_ACCOUNTS: readonly PolkadotDevnetAccount[] = [
  {
    name: 'Dev Account 1',
    type: 'sr25519',
    miniSecret: '0x50f8f33365ff02618c4dbaa1d4c250cf3a22b300fbf93024c6d2468a27e0fc82',
    publicKey: '0x288d942ff2aa4875cc1d5f66dbb0aaaab68fe044a5c5fc86249b9519616e5a2f',
    accountId: '0x288d942ff2aa4875cc1d5f66dbb0aaaab68fe044a5c5fc86249b9519616e5a2f',
    address: '5Cysq7EA2yMVpcnUtswoznTGoS7WsR16P8tZBvBH68HJa7UN',
    free: POLKADOT_DEVNET_GENESIS_BALANCE,
  },
  {
    name: 'Dev Account 2',
    type: 'sr25519',
    miniSecret: '0x7de91c4a2d16789464136f93a49cdf5c852bfb0f92ff9cec584973868bd0c9b2',
    publicKey: '0xc6488731a3442683c499e99e753733c907913a20e4e02a4ae4c9228a0e84e245',
    accountId: '0xc6488731a3442683c499e99e753733c907913a20e4e02a4ae4c9228a0e84e245',
    address: '5GYgtCwtnwYrwH3Bwk32R2zLL7KeciiJTXMhSBnLTs7Jf2Z9',
    free: POLKADOT_DEVNET_GENESIS_BALANCE,
  },
  {
    name: 'Dev Account 3',
    type: 'sr25519',
    miniSecret: '0x3f5bf7f0093611cc75df2f9e98bf6f896e4756c6e871e9996c6b55cf06bdd8ce',
    publicKey: '0xec7361fc0a0b31f002907a5dccbb536d29d407b8e1f6355ce86226e377a5bf25',
    accountId: '0xec7361fc0a0b31f002907a5dccbb536d29d407b8e1f6355ce86226e377a5bf25',
    address: '5HQjS7WoSACoWyGYd9sY7WNrx6qki31qeQsz3E5qQisx9xhD',
    free: POLKADOT_DEVNET_GENESIS_BALANCE,
  },
  {
    name: 'Dev Account 4',
    type: 'sr25519',
    miniSecret: '0x6c06e6af2607023f41e14f18997d483dc25c14558c9a31521a49d6f6e449d77f',
    publicKey: '0x36df2af9a35c8daf3e034ef195b396756e79d8b4b8d55d998b914071c4da0119',
    accountId: '0x36df2af9a35c8daf3e034ef195b396756e79d8b4b8d55d998b914071c4da0119',
    address: '5DJejjg2xfind2XtyDXHV3S96qjiSKqNt993RTuzNHsvsW9R',
    free: POLKADOT_DEVNET_GENESIS_BALANCE,
  },
  {
    name: 'Dev Account 5',
    type: 'sr25519',
    miniSecret: '0xa89d439722cc3b133535fb1a8b140db613e9065c41305a67f60265dbc0e406a8',
    publicKey: '0xec87c7a69aed7a18df17e577562a62609337d47107b94666ffb0dea02ef80479',
    accountId: '0xec87c7a69aed7a18df17e577562a62609337d47107b94666ffb0dea02ef80479',
    address: '5HQqVYiEvKMJZe1iSJTAjP1CALzBeYrZw32ucGFQ4EoazYPR',
    free: POLKADOT_DEVNET_GENESIS_BALANCE,
  },
  {
    name: 'Dev ed25519',
    type: 'ed25519',
    miniSecret: '0x226ec7d92218bef20593fd4716c580be4a6db940c39eb964335183321740acea',
    publicKey: '0x8eddb14a53a83c2e6d6c0b5f672237419b09d852ee5a3ab68de5279b60b6cd83',
    accountId: '0x8eddb14a53a83c2e6d6c0b5f672237419b09d852ee5a3ab68de5279b60b6cd83',
    address: '5FJ2WikmXzXR1bYX1X5hcLFr3HEmBwv9bduD6y9m4T4vJEqC',
    free: POLKADOT_DEVNET_GENESIS_BALANCE,
  },
  {
    name: 'Dev ecdsa',
    type: 'ecdsa',
    miniSecret: '0xf979e36fdfc65a5a00dee1c99228df787ebbe78c7fa161007ff6655612cdd438',
    publicKey: '0x036f79f51dab12814324b19f3a83e4942129522213aac67aefcf6f5b8e86c50158',
    accountId: '0x17fc83e2bce1dca87abacd42ed02fe504fa9879946d0eabdd0eeea978ff8f911',
    address: '5Cc9yHKX6vqrE3bDBEPKFUBuMf4WvPeC8B7357Ky21AG2199',
    free: POLKADOT_DEVNET_GENESIS_BALANCE,
  },
]
