import { type ChainsState, isCaipNetworkId, type RouterState } from '@foyer/core'
import { Button } from '../../components/Button.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { useSwitchNetworkAction } from '../useSwitchNetworkAction.ts'

const selectTarget = (state: RouterState) => state.data.caipNetworkId
const selectPendingSwitch = (state: ChainsState) => state.pendingSwitch

/** Waiting for the wallet to approve a network switch; on refusal, the reason and a retry. */
export function SwitchNetworkView() {
  const client = useFoyerClient()
  const target = useStoreValue(client.stores.router, selectTarget)
  const pendingSwitch = useStoreValue(client.stores.chains, selectPendingSwitch)
  const { networks } = useFoyerNetwork()
  const switchNetwork = useSwitchNetworkAction()

  const network = networks.find((candidate) => candidate.caipNetworkId === target)
  const networkName = network?.name ?? target ?? ''
  const error = pendingSwitch?.caipNetworkId === target ? pendingSwitch?.error : undefined
  const icon = <WalletIcon name={networkName} imageUrl={network?.assets?.imageUrl} size="large" />

  if (error) {
    return (
      <div className="foyer-view">
        <ErrorState title={LABELS.switchFailed} message={error.message} icon={icon}>
          <Button onClick={() => isCaipNetworkId(target) && switchNetwork(target)} disabled={!isCaipNetworkId(target)}>
            {LABELS.tryAgain}
          </Button>
          <Button variant="secondary" onClick={() => client.goBack()}>
            {LABELS.back}
          </Button>
        </ErrorState>
      </div>
    )
  }
  return (
    <div className="foyer-view">
      <ProgressState
        status={LABELS.approveInWallet}
        hint={formatLabel('switchHint', { network: networkName })}
        icon={icon}
      />
    </div>
  )
}
