import { useCallback } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.ts'

export type NetworkButtonState = 'supported' | 'unsupported'

export function useNetworkButton(): { state: NetworkButtonState; networkName: string | undefined; onClick(): void } {
  const client = useFoyerClient()
  const { network, isUnsupported } = useFoyerNetwork()
  const onClick = useCallback(() => client.open({ view: 'Networks' }), [client])
  return { state: isUnsupported ? 'unsupported' : 'supported', networkName: network?.name, onClick }
}
