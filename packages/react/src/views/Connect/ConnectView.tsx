import {
  type ConnectorsState,
  isCaipNetworkId,
  parseCaipNetworkId,
  type RegistryState,
  type RouterState,
} from '@foyer/core'
import { useEffect, useMemo } from 'react'
import { AllWalletsRow } from '../../components/AllWalletsRow.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { WalletRow } from '../../components/WalletRow.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { LABELS } from '../../i18n/labels.ts'
import { errorMessage } from '../errorMessage.ts'
import { useConnectWallet } from '../useConnectWallet.ts'
import { orderConnectors } from './orderConnectors.ts'
import { recommendedWallets } from './recommendedWallets.ts'

const selectConnectors = (state: ConnectorsState) => state.connectors
const selectRecent = (state: ConnectorsState) => state.recentWalletIds
const selectRecommended = (state: RegistryState) => state.recommended
// SwitchActiveChain sends the visitor here with the target network; only that chain's wallets can help.
const selectTargetNamespace = (state: RouterState) => {
  const { caipNetworkId } = state.data
  return isCaipNetworkId(caipNetworkId) ? parseCaipNetworkId(caipNetworkId).namespace : undefined
}

const TAG_LABELS = { recent: LABELS.recent, installed: LABELS.installed } as const

export function ConnectView() {
  const client = useFoyerClient()
  const connectors = useStoreValue(client.stores.connectors, selectConnectors)
  const recentWalletIds = useStoreValue(client.stores.connectors, selectRecent)
  const namespace = useStoreValue(client.stores.router, selectTargetNamespace)
  const entries = useMemo(
    () => orderConnectors(connectors, recentWalletIds, namespace),
    [connectors, recentWalletIds, namespace],
  )
  const connect = useConnectWallet()
  const showsAllWallets = client.options.features.allWallets
  // From the API when it is configured; if it is down the installed wallets above still connect.
  const recommended = useStoreValue(client.stores.registry, selectRecommended)
  const recommendedRows = useMemo(
    () => recommendedWallets(recommended, connectors, namespace),
    [recommended, connectors, namespace],
  )
  useEffect(() => {
    void client.loadRecommendedWallets()
  }, [client])
  const selectRegistryWallet = (walletId: string) =>
    client.selectRegistryWallet(walletId).catch((error: unknown) => client.showToast(errorMessage(error), 'error'))

  // WalletConnect and the registry are always offered, so "no wallet" means no wallet in this browser.
  const hasBrowserWallet = entries.some(
    ({ connector }) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED',
  )

  return (
    <div className="foyer-view">
      {!hasBrowserWallet && <EmptyState title={LABELS.noWalletTitle} body={LABELS.noWalletBody} />}
      <ul className="foyer-list" aria-label={LABELS.connectWallet}>
        {entries.map(({ connector, tag }) => (
          <li key={connector.id}>
            <WalletRow
              name={connector.name}
              imageUrl={connector.imageUrl}
              tag={tag && TAG_LABELS[tag]}
              onClick={() => connect(connector.id)}
            />
          </li>
        ))}
        {recommendedRows.map((wallet) => (
          <li key={`registry:${wallet.id}`}>
            <WalletRow name={wallet.name} imageUrl={wallet.imageUrl} onClick={() => selectRegistryWallet(wallet.id)} />
          </li>
        ))}
        {showsAllWallets && (
          <li>
            <AllWalletsRow />
          </li>
        )}
      </ul>
    </div>
  )
}
