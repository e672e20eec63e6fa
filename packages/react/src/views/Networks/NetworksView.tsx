import { NetworkList } from '../../components/NetworkList.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { useSwitchNetworkAction } from '../useSwitchNetworkAction.ts'

export function NetworksView() {
  const client = useFoyerClient()
  const { networks, caipNetworkId, isUnsupported } = useFoyerNetwork()
  const switchNetwork = useSwitchNetworkAction()
  const activeCaipNetworkId = isUnsupported ? undefined : caipNetworkId
  return (
    <div className="foyer-view">
      <NetworkList
        networks={networks}
        activeCaipNetworkId={activeCaipNetworkId}
        onSelect={(network) => {
          // Picking the network already in use is a way of saying "done".
          if (network.caipNetworkId === activeCaipNetworkId) client.goBack()
          else switchNetwork(network.caipNetworkId)
        }}
      />
    </div>
  )
}
