import {
  type ConnectorsState,
  customRegistryWallets,
  isHttpUrl,
  type RegistryState,
  type RegistryWallet,
} from '@foyer/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { SearchField } from '../../components/SearchField.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useDebouncedValue } from '../../components/useDebouncedValue.ts'
import { VirtualList } from '../../components/VirtualList.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { WalletRow } from '../../components/WalletRow.tsx'
import { SEARCH_DEBOUNCE_MS, WALLET_ROW_HEIGHT } from '../../components/walletList.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { preloadConnectingViews } from '../../modal/connectingViews.ts'
import { chainsDetail } from '../chainsDetail.ts'
import { errorMessage } from '../errorMessage.ts'
import { useChooseWallet } from '../useConnectWallet.ts'
import { allWalletRows, type WalletListRow } from './allWalletRows.ts'

const selectRegistry = (state: RegistryState) => state
const selectConnectors = (state: ConnectorsState) => state.connectors

/** Rendered once scrolled into view: asks for the next page, or offers a retry when the last one failed. */
function MoreRow({ page, failed, onLoad }: { page: number; failed: boolean; onLoad(): void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page loaded means the row is in view again
  useEffect(() => {
    if (!failed) onLoad()
  }, [page, failed, onLoad])
  if (failed) {
    return (
      <button type="button" className="foyer-wallet-row" onClick={onLoad}>
        <span className="foyer-wallet-row__name">
          <span className="foyer-wallet-row__label">{LABELS.walletListUnavailable}</span>
          {LABELS.tryAgain}
        </span>
      </button>
    )
  }
  return (
    <div className="foyer-wallet-row" role="status">
      <Spinner size="small" />
      <span className="foyer-wallet-row__name">{LABELS.loadingMoreWallets}</span>
    </div>
  )
}

/** A registry wallet that is not installed: where to get it. */
function GetWallet({ wallet, onBack }: { wallet: RegistryWallet; onBack(): void }) {
  return (
    <div className="foyer-view foyer-state">
      <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} size="large" />
      <p className="foyer-state__title">{wallet.name}</p>
      <p className="foyer-state__hint">{formatLabel('getWalletHint', { name: wallet.name })}</p>
      <div className="foyer-state__actions">
        {wallet.homepage && isHttpUrl(wallet.homepage) && (
          <a
            className="foyer-button foyer-button--primary"
            href={wallet.homepage}
            target="_blank"
            rel="noopener noreferrer"
          >
            {formatLabel('getWallet', { name: wallet.name })}
          </a>
        )}
        <Button variant="secondary" onClick={onBack}>
          {LABELS.backToWallets}
        </Button>
      </div>
    </div>
  )
}

/**
 * Every wallet: the installed ones first, then the Foyer API's registry, paged 40 at a time as the visitor
 * scrolls and searched after a 300 ms pause (SPEC §9). Without an API, or with it down, the installed
 * wallets are still here and the alert banner says why the rest is missing.
 */
export function AllWalletsView() {
  const client = useFoyerClient()
  const connectors = useStoreValue(client.stores.connectors, selectConnectors)
  const registry = useStoreValue(client.stores.registry, selectRegistry)
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim()
  const apiEnabled = Boolean(client.options.apiUrl && client.options.projectId)
  const chooseWallet = useChooseWallet()

  const loadMore = useCallback(() => void client.loadMoreWallets(), [client])
  useEffect(() => {
    void client.searchWallets(search)
  }, [client, search])
  useEffect(() => () => client.clearRegistrySelection(), [client])
  // Opened straight from the dapp, the featured wallets (listed first) are not loaded yet; Connect loads them.
  useEffect(() => {
    if (client.options.featuredWalletIds.length > 0) void client.loadRecommendedWallets()
  }, [client])

  const custom = useMemo(() => customRegistryWallets(client.options), [client])
  const rows = useMemo(
    () => allWalletRows({ connectors, registry, custom, query: search, apiEnabled }),
    [connectors, registry, custom, search, apiEnabled],
  )
  const walletCount = rows.filter((row) => row.kind !== 'more').length
  const searching = search !== '' && registry.search.status === 'loading'

  if (registry.selected) return <GetWallet wallet={registry.selected} onBack={() => client.clearRegistrySelection()} />

  const renderRow = (row: WalletListRow) => {
    if (row.kind === 'more') return <MoreRow page={registry.page} failed={row.failed} onLoad={loadMore} />
    if (row.kind === 'installed') {
      const { choice } = row
      const connectors = choice.kind === 'single' ? [choice.connector] : choice.connectors
      const first = connectors[0]
      const installed = connectors.some((connector) => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED')
      return (
        <WalletRow
          name={first?.name ?? LABELS.unknownWallet}
          imageUrl={first?.imageUrl}
          tag={installed ? LABELS.installed : undefined}
          detail={chainsDetail(client, connectors)}
          onClick={() => chooseWallet(choice)}
        />
      )
    }
    const { wallet } = row
    return (
      <WalletRow
        name={wallet.name}
        imageUrl={wallet.imageUrl}
        onClick={() =>
          client
            .selectRegistryWallet(wallet.id)
            .catch((error: unknown) => client.showToast(errorMessage(error), 'error'))
        }
      />
    )
  }

  return (
    // A pick leads to a connecting view: fetched on the list's hover or focus, before the click.
    <div className="foyer-view" onPointerOver={preloadConnectingViews} onFocus={preloadConnectingViews}>
      <div className="foyer-search">
        <SearchField label={LABELS.searchWallets} value={query} onChange={setQuery} />
        <p className="foyer-visually-hidden" role="status" aria-live="polite">
          {searching
            ? LABELS.loading
            : walletCount === 1
              ? LABELS.oneWalletFound
              : formatLabel('walletsFound', { count: walletCount })}
        </p>
        {rows.length === 0 && !searching ? (
          <p className="foyer-search__empty">{formatLabel('noWalletFound', { query: search })}</p>
        ) : (
          <VirtualList
            items={rows}
            rowHeight={WALLET_ROW_HEIGHT}
            getKey={(row) => row.key}
            label={LABELS.allWallets}
            resetKey={search}
            renderRow={renderRow}
          />
        )}
      </div>
    </div>
  )
}
