import type { Address } from 'viem'

/** ERC-4337's EntryPoint 0.7, at its canonical address: the one the smart account (Solady's ERC4337) trusts. */
export const ENTRY_POINT_07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
