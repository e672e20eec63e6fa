import { FoyerError, type Network, type TransactionOutcome } from '@foyer/core'
import { solanaRpc } from '../solanaRpc.ts'

const STATUS_POLL_MS = 1_000

type SignatureStatus = { err: unknown; confirmationStatus?: 'processed' | 'confirmed' | 'finalized' | null } | null

/**
 * Polls getSignatureStatuses on the network's own node until the transaction is confirmed (or finalized):
 * 'reverted' when it landed with an error (it still paid its fee), TRANSACTION_TIMEOUT after `timeoutMs`
 * (SPEC §9 send confirmation timeout: 25000 ms). `timeoutMs` 0 looks once.
 */
export async function waitForSignature(
  params: { hash: string; network: Network; timeoutMs: number },
  fetchFn: typeof fetch,
  pollMs: number = STATUS_POLL_MS,
): Promise<TransactionOutcome> {
  const rpc = solanaRpc(params.network, fetchFn)
  const deadline = Date.now() + params.timeoutMs
  for (;;) {
    const status = await rpc<{ value: SignatureStatus[] }>('getSignatureStatuses', [
      [params.hash],
      // A transaction older than the node's recent cache is still found (a reload may come much later).
      { searchTransactionHistory: true },
    ]).then(
      ({ value }) => value[0] ?? null,
      // A node that hiccups is asked again until the deadline.
      () => null,
    )
    if (status?.err) return 'reverted'
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return 'success'
    const left = deadline - Date.now()
    if (left <= 0) throw new FoyerError('TRANSACTION_TIMEOUT')
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, left)))
  }
}
