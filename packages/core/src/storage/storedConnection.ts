import type { ChainNamespace } from '../types/network.ts'
import type { FoyerStorage } from './storedItems.ts'

/** The wallet a namespace was left connected to, unless the visitor disconnected from it since (SPEC §3). */
export function storedConnectorId(storage: FoyerStorage, namespace: ChainNamespace): string | undefined {
  const stored = storage.connectedConnectorIds.get(namespace)
  return stored && !storage.disconnectedConnectorIds.has(stored) ? stored : undefined
}
