import { useId, useMemo, useState } from 'react'
import { formatLabel, LABELS } from '../i18n/labels.ts'
import { SearchIcon } from './icons/SearchIcon.tsx'
import { useDebouncedValue } from './useDebouncedValue.ts'
import { VirtualList } from './VirtualList.tsx'
import { WalletRow } from './WalletRow.tsx'

/** SPEC §9: the wallet search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300
/** Must match `.foyer-vlist__row` in foyer.css. */
export const WALLET_ROW_HEIGHT = 60

export interface WalletListing {
  id: string
  name: string
  imageUrl?: string | undefined
}

export interface WalletSearchProps {
  wallets: readonly WalletListing[]
  onSelect(wallet: WalletListing): void
}

export function filterWallets(wallets: readonly WalletListing[], query: string): readonly WalletListing[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return wallets
  return wallets.filter((wallet) => wallet.name.toLowerCase().includes(needle))
}

/** A search box over a virtualised wallet list; takes any array, so the API-backed registry can plug in. */
export function WalletSearch({ wallets, onSelect }: WalletSearchProps) {
  const [query, setQuery] = useState('')
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS)
  const results = useMemo(() => filterWallets(wallets, debouncedQuery), [wallets, debouncedQuery])
  const inputId = useId()
  const count = results.length === 1 ? LABELS.oneWalletFound : formatLabel('walletsFound', { count: results.length })

  return (
    <div className="foyer-search">
      <div className="foyer-search__field">
        <label htmlFor={inputId} className="foyer-visually-hidden">
          {LABELS.searchWallets}
        </label>
        <SearchIcon />
        <input
          id={inputId}
          type="search"
          className="foyer-search__input"
          placeholder={LABELS.searchWallets}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="foyer-visually-hidden" role="status" aria-live="polite">
        {count}
      </p>
      {results.length === 0 ? (
        <p className="foyer-search__empty">{formatLabel('noWalletFound', { query: debouncedQuery.trim() })}</p>
      ) : (
        <VirtualList
          items={results}
          rowHeight={WALLET_ROW_HEIGHT}
          getKey={(wallet) => wallet.id}
          label={LABELS.allWallets}
          renderRow={(wallet) => (
            <WalletRow name={wallet.name} imageUrl={wallet.imageUrl} onClick={() => onSelect(wallet)} />
          )}
        />
      )}
    </div>
  )
}
