import type { ChainAdapter } from './ChainAdapter.ts'

/**
 * SPEC §5 "only EVM and Solana": a chain can send when its adapter can estimate, send and wait — the three
 * capabilities, never a test of the namespace.
 */
export function sendsOf(adapter: ChainAdapter | undefined) {
  const { estimateTransferFee, sendTransfer, waitForTransaction } = adapter ?? {}
  return estimateTransferFee && sendTransfer && waitForTransaction
    ? { estimateTransferFee, sendTransfer, waitForTransaction }
    : undefined
}
