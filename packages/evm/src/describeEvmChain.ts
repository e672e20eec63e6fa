import { type ChainDescription, explorerPage, type Network } from '@foyer/core'

/** ENSIP-11: the coin type of an EVM chain other than Ethereum is this flag with the chain id. */
const ENSIP11_EVM_FLAG = 0x80000000

/** SPEC §5: 0x plus 64 hex characters. */
const TRANSACTION_HASH = /^0x[\da-f]{64}$/i

/** What telling an address's EIP-55 checksum takes (viem's, over keccak-256). */
export interface AddressChecks {
  isAddress(value: string): boolean
  getAddress(value: string): string
}

/**
 * The eip155 chain as core needs to know it (ARCHITECTURE "the adapter describes its chain"), over `checks`: a
 * function, so the adapter can hand in checks it loads only when a wallet connects (evmAddressChecks.ts).
 */
export const describeEvmChain = (checks: () => AddressChecks): ChainDescription => ({
  label: 'Ethereum',
  addressPrefix: '0x',
  // SPEC §5: 40 hex characters; a mixed-case address must carry a right EIP-55 checksum.
  isAddress: (value) => checks().isAddress(value.startsWith('0x') ? value : `0x${value}`),
  normalizeAddress: (value) => checks().getAddress(value.startsWith('0x') ? value : `0x${value}`),
  isTransactionHash: (value) => TRANSACTION_HASH.test(value),
  transactionUrl: (network: Network, hash: string) => explorerPage(network, `tx/${hash}`),
  addressUrl: (network: Network, address: string) => explorerPage(network, `address/${address}`),
  // SLIP-44: Ethereum.
  nameCoinType: '60',
  // ENSIP-11: Ethereum keeps SLIP-44's 60; any other EVM chain is 0x80000000 | chainId (unsigned).
  registrationCoinType: (network: Network) =>
    Number(network.id) === 1 ? 60 : (ENSIP11_EVM_FLAG | Number(network.id)) >>> 0,
  api: { tokenBalances: true, activity: true, identity: true, onramp: true },
})
