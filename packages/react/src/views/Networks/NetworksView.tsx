import type { ChainNamespace, Network } from '@foyer/core'
import { useId } from 'react'
import { NetworkList } from '../../components/NetworkList.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { formatLabel } from '../../i18n/labels.ts'
import { useSwitchNetworkAction } from '../useSwitchNetworkAction.ts'

/** The dapp's networks by chain, in the order the dapp lists them. */
function byChain(networks: readonly Network[]): { namespace: ChainNamespace; networks: Network[] }[] {
  const groups: { namespace: ChainNamespace; networks: Network[] }[] = []
  for (const network of networks) {
    const group = groups.find((candidate) => candidate.namespace === network.chainNamespace)
    if (group) group.networks.push(network)
    else groups.push({ namespace: network.chainNamespace, networks: [network] })
  }
  return groups
}

/** The network list; with networks on several chains, one list per chain under the chain's name. */
export function NetworksView() {
  const client = useFoyerClient()
  const { networks, caipNetworkId, isUnsupported } = useFoyerNetwork()
  const switchNetwork = useSwitchNetworkAction()
  const headingId = useId()
  const activeCaipNetworkId = isUnsupported ? undefined : caipNetworkId
  const onSelect = (network: Network) => {
    // Picking the network already in use is a way of saying "done".
    if (network.caipNetworkId === activeCaipNetworkId) client.goBack()
    else switchNetwork(network.caipNetworkId)
  }
  const groups = byChain(networks)
  if (groups.length <= 1) {
    return (
      <div className="foyer-view">
        <NetworkList networks={networks} activeCaipNetworkId={activeCaipNetworkId} onSelect={onSelect} />
      </div>
    )
  }
  return (
    <div className="foyer-view">
      {groups.map(({ namespace, networks: inChain }) => {
        const chain = client.describeChain(namespace)?.label ?? namespace
        return (
          <section key={namespace} className="foyer-network-group" aria-labelledby={`${headingId}-${namespace}`}>
            <h3 id={`${headingId}-${namespace}`} className="foyer-list-heading">
              {chain}
            </h3>
            <NetworkList
              networks={inChain}
              activeCaipNetworkId={activeCaipNetworkId}
              onSelect={onSelect}
              label={formatLabel('chainNetworks', { chain })}
            />
          </section>
        )
      })}
    </div>
  )
}
