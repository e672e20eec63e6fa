import type { TokensState } from '@foyer/core'
import { Button } from '../../components/Button.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerBalance } from '../../hooks/useFoyerBalance.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { formatAmount } from '../../i18n/localeState.ts'
import { formatUsd, tokenKey } from '../Send/sendTokens.ts'
import { useRetryBlocked } from './useRetryBlocked.ts'

const selectLastRetry = (state: TokensState) => state.lastRetry

/** The Tokens tab: the API's balances (0-decimal tokens already dropped, SPEC §5) with value in USD. */
export function TokenList() {
  const client = useFoyerClient()
  const { tokens, tokensLoading, tokensError } = useFoyerBalance()
  const { network } = useFoyerNetwork()
  const lastRetry = useStoreValue(client.stores.tokens, selectLastRetry)
  const blocked = useRetryBlocked(lastRetry)

  if (tokensError) {
    // SPEC §8 'Token Balance Unavailable'; SPEC §5 blocks the refetch for 30 s after a failure.
    return (
      <ErrorState title={LABELS.balanceUnavailable} message={blocked ? LABELS.retryBlocked : ''}>
        <Button variant="secondary" disabled={blocked} onClick={() => void client.refreshTokenBalances()}>
          {LABELS.tryAgain}
        </Button>
      </ErrorState>
    )
  }
  if (tokens.length === 0 && tokensLoading) return <ProgressState status={LABELS.loading} />
  if (tokens.length === 0) {
    return (
      <EmptyState title={LABELS.noTokensTitle} body={formatLabel('noTokensBody', { network: network?.name ?? '' })} />
    )
  }
  return (
    <ul className="foyer-list foyer-tokens" aria-label={LABELS.tokens} data-testid="foyer-token-list">
      {tokens.map((token) => {
        const usd = formatUsd(token.value)
        return (
          <li key={tokenKey(token)} className="foyer-token-row">
            <WalletIcon name={token.symbol} imageUrl={token.iconUrl ?? undefined} size="small" />
            <span className="foyer-token-row__name">
              <span className="foyer-token-row__title">{token.name}</span>
              <span className="foyer-token-row__sub">{formatAmount(token.quantity.numeric, token.symbol)}</span>
            </span>
            {usd && <span className="foyer-token-row__value">{usd}</span>}
          </li>
        )
      })}
    </ul>
  )
}
