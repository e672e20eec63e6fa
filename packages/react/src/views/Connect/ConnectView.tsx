import {
  type Connector,
  type ConnectorsState,
  customRegistryWallets,
  isCaipNetworkId,
  isMobile,
  type LegalState,
  legalLinks,
  parseCaipNetworkId,
  phoneConnectOrder,
  type RegistryState,
  type RouterState,
} from '@foyer/core'
import { type SyntheticEvent, useId, useMemo } from 'react'
import { AllWalletsRow } from '../../components/AllWalletsRow.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { WalletRow } from '../../components/WalletRow.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { LABELS } from '../../i18n/labels.ts'
import { chainsDetail } from '../chainsDetail.ts'
import { errorMessage } from '../errorMessage.ts'
import { useChooseWallet } from '../useConnectWallet.ts'
import { ConnectList } from './ConnectList.tsx'
import { EmbeddedSignInPart } from './embeddedSignInPart.ts'
import { embeddedWays } from './embeddedWays.ts'
import { LegalCheckbox } from './LegalCheckbox.tsx'
import { connectRows } from './orderConnectors.ts'
import { featuredWallets, recommendedWallets } from './recommendedWallets.ts'

const selectConnectors = (state: ConnectorsState) => state.connectors
const selectRecent = (state: ConnectorsState) => state.recentWalletIds
const selectRecommended = (state: RegistryState) => state.recommended
const selectFeatured = (state: RegistryState) => state.featured
const selectRanked = (state: RegistryState) => state.ranked
// SwitchActiveChain sends the visitor here with the target network; only that chain's wallets can help.
const selectTargetNamespace = (state: RouterState) => {
  const { caipNetworkId } = state.data
  return isCaipNetworkId(caipNetworkId) ? parseCaipNetworkId(caipNetworkId).namespace : undefined
}

const stopEvent = (event: SyntheticEvent) => {
  event.preventDefault()
  event.stopPropagation()
}
const selectLegalAccepted = (state: LegalState) => state.accepted

const tagLabel = (tag: 'recent' | 'installed'): string => LABELS[tag]
const offersWalletConnect = (connectors: readonly Connector[]) =>
  connectors.some((connector) => connector.type === 'WALLET_CONNECT')

export function ConnectView() {
  const client = useFoyerClient()
  const connectors = useStoreValue(client.stores.connectors, selectConnectors)
  const recentWalletIds = useStoreValue(client.stores.connectors, selectRecent)
  const namespace = useStoreValue(client.stores.router, selectTargetNamespace)
  const features = useFeatures()
  const { allWallets: showsAllWallets, connectOrder } = features
  const legal = legalLinks(features, client.options)
  const legalAccepted = useStoreValue(client.stores.legal, selectLegalAccepted)
  // SPEC §9 legal checkbox: until it is ticked, every way to a wallet is disabled (a fieldset disables them all).
  const blocked = legal !== undefined && !legalAccepted
  const legalHintId = useId()
  const ways = embeddedWays(features, client.embedded !== undefined)
  // From the API when it is configured; if it is down the installed wallets still connect.
  const recommended = useStoreValue(client.stores.registry, selectRecommended)
  const featured = useStoreValue(client.stores.registry, selectFeatured)
  const ranked = useStoreValue(client.stores.registry, selectRanked)
  // The dapp's own wallets need no API: they are there even when the registry is not.
  const custom = useMemo(() => customRegistryWallets(client.options), [client])
  const rows = useMemo(() => {
    // A wallet's own in-app browser on a phone: its injected wallet comes first (one tap, no QR code).
    const order = phoneConnectOrder(connectOrder, {
      isPhone: typeof navigator !== 'undefined' && isMobile(navigator.userAgent),
      hasInstalledWallet: connectors.some(
        (connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED',
      ),
    })
    const shown = new Set([...featured, ...custom].map((wallet) => wallet.id))
    return connectRows({
      connectors,
      recentWalletIds,
      featured: featuredWallets(featured, connectors, namespace),
      custom: recommendedWallets(custom, connectors, namespace, custom.length),
      recommended: recommendedWallets(
        recommended.filter((wallet) => !shown.has(wallet.id)),
        connectors,
        namespace,
      ),
      ranked,
      order,
      namespace,
    })
  }, [connectors, recentWalletIds, recommended, featured, custom, ranked, connectOrder, namespace])
  const selectRegistryWallet = (walletId: string) =>
    client.selectRegistryWallet(walletId).catch((error: unknown) => client.showToast(errorMessage(error), 'error'))

  // WalletConnect and the registry are always offered, so "no wallet" means no wallet in this browser.
  const hasBrowserWallet = rows.some((row) => row.kind !== 'recommended' && row.tag !== undefined)
  const chooseWallet = useChooseWallet()

  return (
    <div className="foyer-view">
      {legal && <LegalCheckbox links={legal} accepted={legalAccepted} hintId={legalHintId} />}
      <fieldset
        className="foyer-legal-gate"
        disabled={blocked}
        aria-describedby={blocked ? legalHintId : undefined}
        // Disabled controls take no click from a visitor; this also stops one dispatched by a script or a test.
        onClickCapture={blocked ? stopEvent : undefined}
        onSubmitCapture={blocked ? stopEvent : undefined}
      >
        {(ways.email || ways.socials) && <EmbeddedSignInPart />}
        {!hasBrowserWallet && <EmptyState title={LABELS.noWalletTitle} body={LABELS.noWalletBody} />}
        <ConnectList>
          {rows.map((row) =>
            row.kind === 'connector' ? (
              <li key={`${row.connector.chain}:${row.connector.id}`}>
                <WalletRow
                  name={row.connector.name}
                  imageUrl={row.connector.imageUrl}
                  tag={row.tag && tagLabel(row.tag)}
                  onClick={() => chooseWallet({ kind: 'single', connector: row.connector })}
                  onIntent={offersWalletConnect([row.connector]) ? () => client.prepareWalletConnect() : undefined}
                />
              </li>
            ) : row.kind === 'multiChain' ? (
              <li key={`multi:${row.name}`}>
                <WalletRow
                  name={row.name}
                  imageUrl={row.imageUrl}
                  tag={row.tag && tagLabel(row.tag)}
                  detail={chainsDetail(client, row.connectors)}
                  onClick={() => chooseWallet({ kind: 'multiChain', name: row.name, connectors: row.connectors })}
                  // WalletConnect offered by several chains' adapters is one row too (the demo's, with four chains).
                  onIntent={offersWalletConnect(row.connectors) ? () => client.prepareWalletConnect() : undefined}
                />
              </li>
            ) : (
              <li key={`registry:${row.wallet.id}`}>
                <WalletRow
                  name={row.wallet.name}
                  imageUrl={row.wallet.imageUrl}
                  onClick={() => selectRegistryWallet(row.wallet.id)}
                  onIntent={() => client.prepareWalletConnect()}
                />
              </li>
            ),
          )}
          {showsAllWallets && (
            <li>
              <AllWalletsRow />
            </li>
          )}
        </ConnectList>
      </fieldset>
    </div>
  )
}
