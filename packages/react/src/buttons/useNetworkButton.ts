import type { ChainsState } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'

const selectImages = (state: ChainsState) => state.networkImages

export type NetworkButtonState = 'supported' | 'unsupported'

export function useNetworkButton(): {
  state: NetworkButtonState
  networkName: string | undefined
  /** The network's icon (SPEC §9 chain-id-to-image map), once known. */
  imageUrl: string | undefined
  onClick(): void
} {
  const client = useFoyerClient()
  const { network, isUnsupported } = useFoyerNetwork()
  const images = useStoreValue(client.stores.chains, selectImages)
  const imageUrl = (network && images?.[network.caipNetworkId]) ?? network?.assets?.imageUrl
  const onClick = useCallback(() => client.open({ view: 'Networks' }), [client])
  return { state: isUnsupported ? 'unsupported' : 'supported', networkName: network?.name, imageUrl, onClick }
}
