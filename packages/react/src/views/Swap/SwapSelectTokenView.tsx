import { formatSwapBalance, type RouterState, searchSwapTokens, swapTokensWithBalances, usdValue } from '@foyer/core'
import { useEffect, useMemo, useState } from 'react'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { SearchField } from '../../components/SearchField.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useActiveAccount } from '../../hooks/useActiveAccount.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { formatUsd } from '../Send/sendTokens.ts'
import { SWAP_LABELS, swapLabel } from './swapLabels.ts'
import { useSwap } from './useSwap.ts'

const selectSide = (state: RouterState) => state.data.swapSide ?? 'from'

/** SwapSelectToken: the network's swap tokens, the visitor's own first with their balances, searchable. */
export function SwapSelectTokenView() {
  const client = useFoyerClient()
  const side = useStoreValue(client.stores.router, selectSide)
  const { state } = useSwap()
  const account = useActiveAccount()
  const [query, setQuery] = useState('')

  useEffect(() => {
    void client.swap.loadTokens()
  }, [client])

  const tokenBalance = account?.tokenBalance
  const nativeBalance = account?.balance
  const listed = useMemo(
    () =>
      swapTokensWithBalances(
        state.tokens ?? [],
        { ...(tokenBalance ? { tokenBalance } : {}), ...(nativeBalance !== undefined ? { nativeBalance } : {}) },
        state.prices,
      ),
    [state.tokens, state.prices, tokenBalance, nativeBalance],
  )
  if (!state.tokens) return <ProgressState status={SWAP_LABELS.loadingTokens} />

  const shown = searchSwapTokens(listed, query)
  const chosen = side === 'from' ? state.from : state.to
  const choose = (address: string) => {
    if (side === 'from') client.swap.setFrom(address)
    else client.swap.setTo(address)
    client.goBack()
  }
  return (
    <div className="foyer-view foyer-swap-select">
      <SearchField label={SWAP_LABELS.searchTokens} value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <EmptyState title={swapLabel('noMatch', { query: query.trim() })} body="" />
      ) : (
        <ul className="foyer-list foyer-tokens" aria-label={SWAP_LABELS.tokens} data-testid="foyer-swap-tokens">
          {shown.map((token) => {
            const usd = token.balance > 0n ? formatUsd(usdValue(token.balance, token.decimals, token.price)) : undefined
            return (
              <li key={token.address}>
                <button
                  type="button"
                  className="foyer-token-row foyer-token-row--button"
                  aria-current={token.address === chosen ? true : undefined}
                  onClick={() => choose(token.address)}
                >
                  <WalletIcon name={token.symbol} imageUrl={token.logoUri} size="small" />
                  <span className="foyer-token-row__name">
                    <span className="foyer-token-row__title">{token.symbol}</span>
                    <span className="foyer-token-row__sub">{token.name}</span>
                  </span>
                  <span className="foyer-token-row__value">
                    <span>{formatSwapBalance(token.balance, token.decimals)}</span>
                    {usd && <span className="foyer-token-row__sub">{usd}</span>}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
