import type { ChainsState, Network } from '@foyer/core'
import { useFoyerClient } from './useFoyerClient.ts'
import { useStoreValue } from './useStoreValue.ts'

const selectImages = (state: ChainsState) => state.networkImages

/**
 * A function giving a network's icon URL: the API's asset image of its image id (SPEC §9 chain-id-to-image map),
 * or the network's own `assets.imageUrl` when there is no API.
 */
export function useNetworkImage(): (network: Network | undefined) => string | undefined {
  const images = useStoreValue(useFoyerClient().stores.chains, selectImages)
  return (network) => network && (images?.[network.caipNetworkId] ?? network.assets?.imageUrl)
}
