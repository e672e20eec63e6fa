// The address checks' own chunk: viem's, with the keccak-256 they need.
export { getAddress, isAddress } from 'viem'
