import { Button } from '../../components/Button.tsx'
import { NetworkList } from '../../components/NetworkList.tsx'
import { useDisconnect } from '../../hooks/useDisconnect.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { LABELS } from '../../i18n/labels.ts'
import { useSwitchNetworkAction } from '../useSwitchNetworkAction.ts'

/** SPEC §2: the wallet is on a network the app does not list; pick one it does, or leave. */
export function UnsupportedChainView() {
  const { networks } = useFoyerNetwork()
  const { disconnect } = useDisconnect()
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
