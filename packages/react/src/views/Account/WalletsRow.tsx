import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useConnections } from '../../hooks/useConnections.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'
import { formatWalletsLabel, WALLETS_LABELS } from '../ProfileWallets/walletsLabels.ts'

/** Account's way to the visitor's wallets (SPEC §2 ProfileWallets): the one in use, and how many are kept. */
export function WalletsRow() {
  const client = useFoyerClient()
  const { connections } = useConnections()
  const inUse = connections.find((connection) => connection.status === 'connected')
  const kept = connections.filter((connection) => connection.status !== 'disconnected').length
  const name = inUse?.name ?? LABELS.unknownWallet
  return (
    <li>
      <button type="button" className="foyer-wallet-row" onClick={() => client.push('ProfileWallets')}>
        <WalletIcon name={name} imageUrl={inUse?.icon} size="small" />
        <span className="foyer-wallet-row__name">
          <span className="foyer-wallet-row__label">{WALLETS_LABELS.wallets}</span>
          {name}
        </span>
        {kept > 1 && <span className="foyer-tag">{formatWalletsLabel('walletsConnected', { count: kept })}</span>}
        <ChevronRightIcon />
      </button>
    </li>
  )
}
