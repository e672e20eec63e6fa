import type { CaipNetworkId, ChainsState, Network } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

const selectNetworks = (state: ChainsState) => state.networks
const selectActiveId = (state: ChainsState) => state.activeCaipNetworkId
const selectUnsupported = (state: ChainsState) => state.unsupportedChainId !== undefined

export interface UseFoyerNetwork {
  /** The active network; undefined only if the store names a network the dapp does not list. */
  network: Network | undefined
  networks: readonly Network[]
  caipNetworkId: CaipNetworkId
  chainId: number | string | undefined
  /** Starts a switch; the client decides which view to show (SPEC §2). Failures land in `chains.pendingSwitch`. */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /** The wallet sits on a network the dapp does not list. */
  isUnsupported: boolean
}

export function useFoyerNetwork(): UseFoyerNetwork {
  const client = useFoyerClient()
  const networks = useStoreValue(client.stores.chains, selectNetworks)
  const caipNetworkId = useStoreValue(client.stores.chains, selectActiveId)
  const isUnsupported = useStoreValue(client.stores.chains, selectUnsupported)
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  const switchNetwork = useCallback((target: CaipNetworkId) => client.switchNetwork(target), [client])
  return { network, networks, caipNetworkId, chainId: network?.id, switchNetwork, isUnsupported }
}
