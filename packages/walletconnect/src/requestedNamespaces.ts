import { type CaipNetworkId, parseCaipNetworkId } from '@foyer/core'
import { NAMESPACE_EVENTS, NAMESPACE_METHODS } from './constants.ts'
import type { ProposalNamespaces } from './protocol/namespaces.ts'

/**
 * The namespaces a session asks for, one per chain namespace in the RPC map (eip155 and solana side by side
 * in one session). The map is the list of the dapp's chains.
 */
export function requestedNamespaces(rpcMap: Readonly<Record<string, string>>): ProposalNamespaces {
  const namespaces: ProposalNamespaces = {}
  for (const chain of Object.keys(rpcMap)) {
    const { namespace } = parseCaipNetworkId(chain)
    const entry = namespaces[namespace] ?? {
      chains: [],
      methods: [...(NAMESPACE_METHODS[namespace] ?? [])],
      events: [...(NAMESPACE_EVENTS[namespace] ?? [])],
    }
    namespaces[namespace] = entry
    entry.chains?.push(chain as CaipNetworkId)
  }
  return namespaces
}
