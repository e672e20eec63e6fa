import {
  currentCommitment,
  isSolanaCommitment,
  SOLANA_COMMITMENTS,
  type SolanaCommitment,
} from '@foyer/protocol/solana-commitments'
import type { SolanaTransactionCommitment } from '@solana/wallet-standard-features'

/** SPEC §9 preflight commitments: today's three and web3.js's older names for them. */
export const PREFLIGHT_COMMITMENTS = SOLANA_COMMITMENTS
export type PreflightCommitment = SolanaCommitment

/** SPEC §3 Solana sign calls' options, as a dapp passes them to sendTransaction. */
export interface SolanaSendOptions {
  /** Send without simulating first (a failing transaction then lands, pays its fee and fails). */
  skipPreflight?: boolean
  /** The commitment the node simulates at. Default: the wallet's (the node's for signTransaction wallets). */
  preflightCommitment?: PreflightCommitment
  /** How many times the node retries sending to the leader; default the node's own. */
  maxRetries?: number
  /** The lowest slot the node may answer from. */
  minContextSlot?: number
}

const isCount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/**
 * The options as a wallet and a node take them: commitments under their current names, nothing unset. A dapp's
 * mistake (an unknown commitment, a negative count) is a TypeError that names the option.
 */
export function sendOptionsFor(options: SolanaSendOptions = {}): {
  skipPreflight?: boolean
  preflightCommitment?: SolanaTransactionCommitment
  maxRetries?: number
  minContextSlot?: number
} {
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options
  if (preflightCommitment !== undefined && !isSolanaCommitment(preflightCommitment)) {
    throw new TypeError(`preflightCommitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}`)
  }
  if (maxRetries !== undefined && !isCount(maxRetries)) throw new TypeError('maxRetries must be a whole number ≥ 0')
  if (minContextSlot !== undefined && !isCount(minContextSlot)) {
    throw new TypeError('minContextSlot must be a whole number ≥ 0')
  }
  return {
    ...(skipPreflight === undefined ? {} : { skipPreflight }),
    ...(preflightCommitment === undefined ? {} : { preflightCommitment: currentCommitment(preflightCommitment) }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  }
}
