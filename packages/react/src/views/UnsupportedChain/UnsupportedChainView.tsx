import { Button } from '../../components/Button.tsx'
import { NetworkList } from '../../components/NetworkList.tsx'
import { useActiveNamespace } from '../../hooks/useActiveAccount.ts'
import { useDisconnect } from '../../hooks/useDisconnect.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { LABELS } from '../../i18n/labels.ts'
import { useSwitchNetworkAction } from '../useSwitchNetworkAction.ts'

/** SPEC §2: the wallet is on a network the app does not list; pick one of its chain the app does, or leave. */
export function UnsupportedChainView() {
  const { networks: all } = useFoyerNetwork()
  const namespace = useActiveNamespace()
  const networks = all.filter((network) => network.chainNamespace === namespace)
  const { disconnect } = useDisconnect({ namespace })
  const switchNetwork = useSwitchNetworkAction()
  return (
    <div className="foyer-view">
      <p className="foyer-view__lead">{LABELS.unsupportedChainBody}</p>
      <NetworkList
        networks={networks}
        activeCaipNetworkId={undefined}
        onSelect={(network) => switchNetwork(network.caipNetworkId)}
      />
      <div className="foyer-view__footer">
        <Button variant="secondary" onClick={() => void disconnect()}>
          {LABELS.disconnect}
        </Button>
      </div>
    </div>
  )
}
