import { formatAddress } from '@foyer/core'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { CloseIcon } from '../../components/icons/CloseIcon.tsx'
import { DisconnectIcon } from '../../components/icons/DisconnectIcon.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useChain } from '../../hooks/useChain.ts'
import { useConnections, type WalletConnection } from '../../hooks/useConnections.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useSwitchConnection } from '../../hooks/useSwitchConnection.ts'
import { LABELS } from '../../i18n/labels.ts'
import { providerName } from '../ConnectingSocial/providerName.ts'
import { errorMessage } from '../errorMessage.ts'
import { formatWalletsLabel, WALLETS_LABELS } from './walletsLabels.ts'

/**
 * SPEC §2 ProfileWallets: the visitor's wallets on the chain shown, each with its accounts, the one in use marked;
 * any can be made the one in use or disconnected on its own, and another added from Connect.
 */
export function ProfileWalletsView() {
  const client = useFoyerClient()
  const { connections } = useConnections()
  const { switchConnection, isPending, error } = useSwitchConnection()
  const [switching, setSwitching] = useState<string>()
  const kept = connections.filter((connection) => connection.status !== 'disconnected')
  const recent = connections.filter((connection) => connection.status === 'disconnected')

  const switchTo = (connectorId: string) => {
    setSwitching(connectorId)
    switchConnection(connectorId).catch(() => undefined)
  }
  const actions: RowActions = {
    pendingId: isPending ? switching : undefined,
    onSwitch: switchTo,
    onDisconnect: (connectorId) => void client.disconnect({ connectorId }),
    onForget: (connectorId) => client.forgetConnection(connectorId),
  }

  return (
    <div className="foyer-view foyer-profile-wallets">
      {error && (
        <p className="foyer-profile-wallets__error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {kept.length > 0 && <WalletSection heading={WALLETS_LABELS.connectedWallets} rows={kept} actions={actions} />}
      {recent.length > 0 && (
        <WalletSection heading={WALLETS_LABELS.recentlyConnected} rows={recent} actions={actions} />
      )}
      <Button variant="secondary" onClick={() => client.push('Connect')}>
        {WALLETS_LABELS.addAnotherWallet}
      </Button>
    </div>
  )
}

interface RowActions {
  pendingId: string | undefined
  onSwitch(connectorId: string): void
  onDisconnect(connectorId: string): void
  onForget(connectorId: string): void
}

function WalletSection({ heading, rows, actions }: { heading: string; rows: WalletConnection[]; actions: RowActions }) {
  const id = `foyer-profile-wallets-${heading.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="foyer-profile-wallets__heading">
        {heading}
      </h3>
      <ul className="foyer-list">
        {rows.map((row) => (
          <ConnectionItem key={row.connectorId} row={row} actions={actions} />
        ))}
      </ul>
    </section>
  )
}

function ConnectionItem({ row, actions }: { row: WalletConnection; actions: RowActions }) {
  const prefix = useChain()?.addressPrefix
  // The embedded wallet is known by the login it was made with ("Google"), not by its connector's "Email".
  const wallet = row.login && row.login !== 'email' ? providerName(row.login) : (row.name ?? LABELS.unknownWallet)
  const pending = actions.pendingId === row.connectorId
  return (
    <li className={`foyer-profile-wallet foyer-profile-wallet--${row.status}`} data-status={row.status}>
      <WalletIcon name={wallet} imageUrl={row.icon} size="small" />
      <div className="foyer-profile-wallet__body">
        <span className="foyer-profile-wallet__name">{wallet}</span>
        {row.addresses.length > 0 && (
          <ul className="foyer-profile-wallet__accounts" aria-label={formatWalletsLabel('walletAccounts', { wallet })}>
            {row.addresses.map((address) => (
              <li key={address} title={address}>
                {formatAddress(address, prefix)}
                {row.status === 'connected' && address === row.address && (
                  <span className="foyer-visually-hidden">, {WALLETS_LABELS.accountInUse}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="foyer-profile-wallet__actions">
        {row.status === 'connected' && <span className="foyer-tag foyer-tag--success">{WALLETS_LABELS.inUse}</span>}
        {row.status !== 'connected' &&
          (pending ? (
            <span className="foyer-profile-wallet__pending" role="status">
              <Spinner size="small" />
              <span className="foyer-visually-hidden">{formatWalletsLabel('switchingWallet', { wallet })}</span>
            </span>
          ) : (
            <button
              type="button"
              className="foyer-profile-wallet__switch"
              aria-label={formatWalletsLabel(row.status === 'active' ? 'switchToWallet' : 'reconnectWallet', {
                wallet,
              })}
              disabled={actions.pendingId !== undefined}
              onClick={() => actions.onSwitch(row.connectorId)}
            >
              {row.status === 'active' ? WALLETS_LABELS.switchTo : WALLETS_LABELS.reconnect}
            </button>
          ))}
        {row.status === 'disconnected' ? (
          <button
            type="button"
            className="foyer-icon-button"
            aria-label={formatWalletsLabel('removeWallet', { wallet })}
            onClick={() => actions.onForget(row.connectorId)}
          >
            <CloseIcon />
          </button>
        ) : (
          <button
            type="button"
            className="foyer-icon-button foyer-icon-button--danger"
            aria-label={formatWalletsLabel('disconnectWallet', { wallet })}
            onClick={() => actions.onDisconnect(row.connectorId)}
          >
            <DisconnectIcon />
          </button>
        )}
      </div>
    </li>
  )
}
