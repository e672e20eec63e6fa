import type { CaipNetworkId } from '@foyer/core'
import type { WalletConnectSession } from './types.ts'

interface SessionStructLike {
  topic: string
  expiry: number
  namespaces: Record<string, { accounts: string[]; chains?: string[] }>
  peer: { metadata: { name: string; url: string; icons: string[] } }
}

/** The SDK's session struct, reduced to what Foyer reads. Chains missing from a namespace come from its accounts. */
export function toSession(struct: SessionStructLike): WalletConnectSession {
  const accounts = Object.values(struct.namespaces).flatMap((namespace) => namespace.accounts)
  const chains = new Set<string>()
  for (const namespace of Object.values(struct.namespaces)) {
    for (const chain of namespace.chains ?? []) chains.add(chain)
  }
  for (const account of accounts) chains.add(account.split(':').slice(0, 2).join(':'))
  const { name, url, icons } = struct.peer.metadata
  return {
    topic: struct.topic,
    accounts,
    chains: [...chains] as CaipNetworkId[],
    expiresAt: struct.expiry * 1000,
    peer: { name, url, icons },
  }
}
