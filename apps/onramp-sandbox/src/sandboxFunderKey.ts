import type { Hex } from 'viem'

/**
 * The sandbox's funder on the devnet: keccak256("foyer onramp sandbox funder"), an account outside the devnet
 * mnemonic's ten, so no test's balance moves when the sandbox pays. Public; never for real funds.
 */
export const SANDBOX_FUNDER_KEY: Hex = '0xa0b6cb383e9241d6ad573719b5aa51150931b224e53d3e8b64763a1ceca28bdc'
