import type { ConnectingState, ConnectorsState, RouterState } from '@foyer/core'
import { useCallback } from 'react'
import { ProgressState } from '../../components/ProgressState.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { FailedWithRetry } from '../FailedWithRetry.tsx'
import { useConnectWallet } from '../useConnectWallet.ts'
import { PickAccount } from './PickAccount.tsx'

const selectConnectorId = (state: RouterState) => state.data.connectorId

/** Waiting for the chosen wallet to answer; on refusal, its reason (SPEC §8) and a retry. */
export function ConnectingExternalView() {
  const client = useFoyerClient()
  const connectorId = useStoreValue(client.stores.router, selectConnectorId)
  const selectConnector = useCallback(
    (state: ConnectorsState) => state.connectors.find((connector) => connector.id === connectorId),
    [connectorId],
  )
  const selectError = useCallback(
    (state: ConnectingState) => (state.connectorId === connectorId ? state.error : undefined),
    [connectorId],
  )
  const connector = useStoreValue(client.stores.connectors, selectConnector)
  const error = useStoreValue(client.stores.connecting, selectError)
  const connect = useConnectWallet()

  const name = connector?.name ?? LABELS.unknownWallet
  const icon = <WalletIcon name={name} imageUrl={connector?.imageUrl} size="large" />

  if (connector?.picksAccount) {
    return (
      <div className="foyer-view">
        <PickAccount connector={connector} />
      </div>
    )
  }
  if (error) {
    return (
      <div className="foyer-view">
        <FailedWithRetry
          title={LABELS.connectionFailed}
          message={errorText(error)}
          icon={icon}
          onRetry={() => connectorId && connect(connectorId)}
          retryDisabled={!connectorId}
        />
      </div>
    )
  }
  return (
    <div className="foyer-view">
      <ProgressState status={formatLabel('continueIn', { wallet: name })} hint={LABELS.continueInHint} icon={icon} />
    </div>
  )
}
