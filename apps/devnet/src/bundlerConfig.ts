import type { Address } from 'viem'
import { DEVNET_L2_CHAIN_ID } from './networks.ts'

// Browser-safe: constants only.

/** The canonical ERC-4337 EntryPoint 0.7, which Solady's ERC4337 account (FoyerSmartAccount) trusts. */
export const ENTRY_POINT_07_ADDRESS: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/**
 * The devnet chains with an EntryPoint and a bundler: only the L2. On a smart-account-enabled network an
 * embedded user's default EVM account is the smart account (SPEC §9), so 31337 stays an ordinary-account chain
 * and the journeys that send from the embedded EOA there keep doing so.
 */
export const SMART_ACCOUNT_CHAIN_IDS: readonly number[] = [DEVNET_L2_CHAIN_ID]
