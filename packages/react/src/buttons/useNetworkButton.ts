import { useCallback } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.ts'
import { useNetworkImage } from '../hooks/useNetworkImage.ts'

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
  const imageUrl = useNetworkImage()(network)
  const onClick = useCallback(() => client.open({ view: 'Networks' }), [client])
  return { state: isUnsupported ? 'unsupported' : 'supported', networkName: network?.name, imageUrl, onClick }
}
