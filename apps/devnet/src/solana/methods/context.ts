import type { SolanaLedger } from '../ledger.ts'
import { minContextSlotOf } from '../params.ts'
import { minContextSlotNotReached } from '../rpcError.ts'

/** The Agave release whose RPC this server follows; reported by getVersion and in every context. */
export const API_VERSION = '3.0.6'

export type Handler = (params: readonly unknown[], ledger: SolanaLedger) => unknown

/** `{ context: { apiVersion, slot }, value }`, the envelope of every contextual answer. */
export const contextual = (ledger: SolanaLedger, value: unknown) => ({
  context: { apiVersion: API_VERSION, slot: ledger.slot },
  value,
})

/** Every read can ask for a minimum context slot; this node only ever has its current one. */
export function checkMinContextSlot(ledger: SolanaLedger, config: Record<string, unknown>): void {
  const wanted = minContextSlotOf(config)
  if (wanted !== undefined && wanted > ledger.slot) throw minContextSlotNotReached(ledger.slot)
}
