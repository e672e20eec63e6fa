import type { CaipNetworkId, ChainNamespace, ChainsState, Network } from '@foyer/core'
import { useCallback } from 'react'
import { useNamespace } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

const selectNetworks = (state: ChainsState) => state.networks

export interface UseFoyerNetwork {
  /** The namespace's selected network; undefined only if the store names a network the dapp does not list. */
  network: Network | undefined
  /** Every network the dapp lists, of every chain. */
  networks: readonly Network[]
  caipNetworkId: CaipNetworkId
  chainId: number | string | undefined
  /** Starts a switch; the client decides which view to show (SPEC §2). Failures land in `chains.pendingSwitch`. */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /** The namespace's wallet sits on a network the dapp does not list. */
  isUnsupported: boolean
}

/** The network of a namespace (default the namespace shown): each namespace keeps its own. */
export function useFoyerNetwork(options: { namespace?: ChainNamespace } = {}): UseFoyerNetwork {
  const client = useFoyerClient()
  const namespace = useNamespace(options.namespace)
  const networks = useStoreValue(client.stores.chains, selectNetworks)
  const selectId = useCallback(
    (state: ChainsState) =>
      state.networkIds[namespace] ??
      state.networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId ??
      state.activeCaipNetworkId,
    [namespace],
  )
  const selectUnsupported = useCallback((state: ChainsState) => state.unsupported[namespace] !== undefined, [namespace])
  const caipNetworkId = useStoreValue(client.stores.chains, selectId)
  const isUnsupported = useStoreValue(client.stores.chains, selectUnsupported)
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  const switchNetwork = useCallback((target: CaipNetworkId) => client.switchNetwork(target), [client])
  return { network, networks, caipNetworkId, chainId: network?.id, switchNetwork, isUnsupported }
}
