import { type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from '@foyer/core'
import { NAMESPACE_EVENTS, NAMESPACE_METHODS } from './constants.ts'

export interface RequestedNamespace {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * The namespaces a session asks for, one per chain namespace in the RPC map. The map is the list of the
 * dapp's chains: every chain must have a node URL, since the SDK's default one is a public host.
 */
export function requestedNamespaces(rpcMap: Readonly<Record<string, string>>): Record<string, RequestedNamespace> {
  const namespaces: Record<string, RequestedNamespace> = {}
  for (const [chain, url] of Object.entries(rpcMap)) {
    const { namespace } = parseCaipNetworkId(chain)
    const entry = namespaces[namespace] ?? {
      chains: [],
      methods: [...(NAMESPACE_METHODS[namespace] ?? [])],
      events: [...(NAMESPACE_EVENTS[namespace] ?? [])],
      rpcMap: {},
    }
    namespaces[namespace] = entry
    entry.chains.push(chain as CaipNetworkId)
    entry.rpcMap[chain] = url
  }
  return namespaces
}

/** Every chain a proposal's namespaces name: in `chains`, or as the key itself (`eip155:1: {…}`). */
export function chainsOf(namespaces: Readonly<Record<string, { chains?: readonly string[] }>> | undefined): string[] {
  const chains = new Set<string>()
  for (const [key, namespace] of Object.entries(namespaces ?? {})) {
    if (isCaipNetworkId(key)) chains.add(key)
    for (const chain of namespace.chains ?? []) chains.add(chain)
  }
  return [...chains]
}
