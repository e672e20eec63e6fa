import type { ChainAdapter } from './ChainAdapter.ts'

/**
 * Issue 14 swaps: a chain can swap when its adapter can send a transaction the swap API built and wait for it — two
 * capabilities, never a test of the namespace. Whether the API has pools on the network is the API's to say
 * ('Network not supported for Swaps').
 */
export function swapsOf(adapter: ChainAdapter | undefined) {
  const { sendTransaction, waitForTransaction } = adapter ?? {}
  return sendTransaction && waitForTransaction ? { sendTransaction, waitForTransaction } : undefined
}
