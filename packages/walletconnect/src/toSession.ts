import type { CaipNetworkId } from '@foyer/core'
import { chainsOfSession } from './protocol/namespaces.ts'
import type { SessionRecord } from './storage/ClientState.ts'
import type { WalletConnectSession } from './types.ts'

/** The stored session, reduced to what Foyer reads. */
export function toSession(record: SessionRecord): WalletConnectSession {
  const { name, url, icons } = record.peer.metadata
  return {
    topic: record.topic,
    accounts: Object.values(record.namespaces).flatMap((namespace) => namespace.accounts),
    chains: chainsOfSession(record.namespaces) as CaipNetworkId[],
    expiresAt: record.expiry * 1000,
    peer: { name, url, icons },
  }
}
