import { formatAddress } from '@foyer/core'
import { Avatar } from '../../components/Avatar.tsx'
import { Button } from '../../components/Button.tsx'
import { CopyButton } from '../../components/CopyButton.tsx'
import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon.tsx'
import { DisconnectIcon } from '../../components/icons/DisconnectIcon.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useActiveAccount } from '../../hooks/useActiveAccount.ts'
import { useFoyerBalance } from '../../hooks/useFoyerBalance.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { LABELS } from '../../i18n/labels.ts'

export function AccountView() {
  const client = useFoyerClient()
  const account = useActiveAccount()
  const { formatted, loading } = useFoyerBalance()
  const { network, isUnsupported } = useFoyerNetwork()
  const address = account?.status === 'connected' ? account.address : undefined

  if (!address) {
    return (
      <div className="foyer-view foyer-state">
        <p className="foyer-state__hint">{LABELS.notConnected}</p>
        <Button onClick={() => client.replace('Connect')}>{LABELS.connectWallet}</Button>
      </div>
    )
  }

  // SPEC §8: a failed fetch (retry blocked for 30 s) shows 'Token Balance Unavailable'.
  const balanceFailed = formatted === undefined && account?.lastRetry !== undefined
  return (
    <div className="foyer-view foyer-account">
      <Avatar seed={address} />
      <div className="foyer-account__address">
        <span title={address}>{formatAddress(address)}</span>
        <CopyButton value={address} />
      </div>
      <p className="foyer-account__balance" aria-live="polite" aria-busy={loading}>
        {loading && formatted === undefined ? (
          <>
            <Spinner size="small" />
            <span className="foyer-visually-hidden">{LABELS.loading}</span>
          </>
        ) : balanceFailed ? (
          <span className="foyer-account__balance-unavailable">{LABELS.balanceUnavailable}</span>
        ) : (
          (formatted ?? '')
        )}
      </p>
      <ul className="foyer-list" aria-label={LABELS.account}>
        <li>
          <button type="button" className="foyer-wallet-row" onClick={() => client.push('Networks')}>
            <WalletIcon name={network?.name ?? '?'} imageUrl={network?.assets?.imageUrl} size="small" />
            <span className="foyer-wallet-row__name">
              <span className="foyer-wallet-row__label">{LABELS.network}</span>
              {isUnsupported ? LABELS.wrongNetwork : network?.name}
            </span>
            <ChevronRightIcon />
          </button>
        </li>
        <li>
          <button
            type="button"
            className="foyer-wallet-row foyer-wallet-row--danger"
            onClick={() => client.disconnect()}
          >
            <span className="foyer-wallet-icon foyer-wallet-icon--small foyer-wallet-icon--glyph">
              <DisconnectIcon />
            </span>
            <span className="foyer-wallet-row__name">{LABELS.disconnect}</span>
          </button>
        </li>
      </ul>
    </div>
  )
}
