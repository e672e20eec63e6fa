import { type ChainsState, isCaipNetworkId, type RouterState } from '@foyer/core'
import { ProgressState } from '../../components/ProgressState.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { useNetworkImage } from '../../hooks/useNetworkImage.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { FailedWithRetry } from '../FailedWithRetry.tsx'
import { useSwitchNetworkAction } from '../useSwitchNetworkAction.ts'

const selectTarget = (state: RouterState) => state.data.caipNetworkId
const selectPendingSwitch = (state: ChainsState) => state.pendingSwitch

/** Waiting for the wallet to approve a network switch; on refusal, the reason and a retry. */
export function SwitchNetworkView() {
  const imageOf = useNetworkImage()
  const client = useFoyerClient()
  const target = useStoreValue(client.stores.router, selectTarget)
  const pendingSwitch = useStoreValue(client.stores.chains, selectPendingSwitch)
  const { networks } = useFoyerNetwork()
  const switchNetwork = useSwitchNetworkAction()

  const network = networks.find((candidate) => candidate.caipNetworkId === target)
  const networkName = network?.name ?? target ?? ''
  const error = pendingSwitch?.caipNetworkId === target ? pendingSwitch?.error : undefined
  const icon = <WalletIcon name={networkName} imageUrl={imageOf(network)} size="large" />

  if (error) {
    return (
      <div className="foyer-view">
        <FailedWithRetry
          title={LABELS.switchFailed}
          message={errorText(error)}
          icon={icon}
          onRetry={() => isCaipNetworkId(target) && switchNetwork(target)}
          retryDisabled={!isCaipNetworkId(target)}
        />
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
