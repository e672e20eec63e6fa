import { type ConnectingState, type Connector, formatAddress } from '@foyer/core'
import { useCallback, useId } from 'react'
import { Button } from '../../components/Button.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { fillLabel, formatLabel, LABELS } from '../../i18n/labels.ts'
import { FailedWithRetry } from '../FailedWithRetry.tsx'
import { PICK_ACCOUNT_LABELS as TEXT } from './pickAccountLabels.ts'
import { ACCOUNTS_PER_PAGE, usePickAccount } from './usePickAccount.ts'

/**
 * A wallet that holds many accounts (a Ledger): the visitor reads it, pages through its accounts on the scheme
 * they choose, and picks the one to connect, as MetaMask and Rabby offer a Ledger's.
 */
export function PickAccount({ connector }: { connector: Connector }) {
  const client = useFoyerClient()
  const { status, shown, page, connecting, picked, read, pick } = usePickAccount(connector)
  const selectError = useCallback(
    (state: ConnectingState) => (state.connectorId === connector.id ? state.error : undefined),
    [connector.id],
  )
  const connectError = useStoreValue(client.stores.connecting, selectError)
  const schemeId = useId()
  const wallet = connector.name
  const icon = <WalletIcon name={wallet} imageUrl={connector.imageUrl} size="large" />
  const prefix = client.describeChain(connector.chain)?.addressPrefix

  if (connecting) {
    return <ProgressState status={formatLabel('continueIn', { wallet })} hint={LABELS.continueInHint} icon={icon} />
  }
  // The account picked could not be connected: what happened, and back to the list.
  if (picked && connectError) {
    return (
      <FailedWithRetry
        title={LABELS.connectionFailed}
        message={errorText(connectError)}
        icon={icon}
        onRetry={() => read(page)}
      />
    )
  }
  if (!status) {
    return (
      <div className="foyer-state">
        <div className="foyer-state__visual">{icon}</div>
        <p className="foyer-state__hint">{fillLabel(TEXT.intro, { wallet })}</p>
        <Button onClick={() => read(page)}>{TEXT.continue}</Button>
      </div>
    )
  }
  if (status.status === 'failed') {
    return (
      <FailedWithRetry
        title={TEXT.readFailed}
        message={errorText(status.error)}
        icon={icon}
        onRetry={() => read(page)}
      />
    )
  }
  const loading = status.status === 'loading'
  return (
    <div className="foyer-pick-account">
      {shown && (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={schemeId}>
            {TEXT.scheme}
          </label>
          <select
            id={schemeId}
            className="foyer-input foyer-select"
            value={page.scheme ?? shown.scheme}
            disabled={loading}
            onChange={(event) => read({ scheme: event.currentTarget.value, offset: 0 })}
          >
            {shown.schemes.map((scheme) => (
              <option key={scheme.id} value={scheme.id}>
                {scheme.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {loading ? (
        <ProgressState
          status={fillLabel(TEXT.reading, { wallet })}
          hint={fillLabel(TEXT.readingHint, { wallet })}
          icon={icon}
        />
      ) : (
        <ul className="foyer-list" aria-label={fillLabel(TEXT.accounts, { wallet })}>
          {status.choices.accounts.map((account) => {
            const number = account.index + 1
            return (
              <li key={account.path}>
                <button
                  type="button"
                  className="foyer-wallet-row"
                  aria-label={fillLabel(TEXT.accountName, { number, address: account.address, path: account.path })}
                  onClick={() => pick({ scheme: status.choices.scheme, index: account.index })}
                >
                  <span className="foyer-wallet-row__name">
                    {formatAddress(account.address, prefix)}
                    <span className="foyer-wallet-row__label">{account.path}</span>
                  </span>
                  <span className="foyer-tag">{fillLabel(TEXT.account, { number })}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className="foyer-pager">
        <Button
          variant="secondary"
          disabled={loading || page.offset === 0}
          onClick={() => read({ scheme: shown?.scheme, offset: Math.max(0, page.offset - ACCOUNTS_PER_PAGE) })}
        >
          {TEXT.previous}
        </Button>
        <Button
          variant="secondary"
          disabled={loading}
          onClick={() => read({ scheme: shown?.scheme, offset: page.offset + ACCOUNTS_PER_PAGE })}
        >
          {TEXT.next}
        </Button>
      </div>
    </div>
  )
}
