import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

export type BtcNetwork = typeof NETWORK

/** Regtest: testnet's base58 version bytes with its own bech32 prefix. */
const REGTEST_NETWORK: BtcNetwork = { ...TEST_NETWORK, bech32: 'bcrt' }

/** The address parameters an address is written with: mainnet (`bc1`, `1`, `3`), regtest (`bcrt1`), else testnet. */
export function networkOfAddress(address: string): BtcNetwork {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return REGTEST_NETWORK
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return NETWORK
  return TEST_NETWORK
}
