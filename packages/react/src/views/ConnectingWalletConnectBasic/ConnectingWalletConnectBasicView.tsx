import { GridIcon } from '../../components/icons/GridIcon.tsx'
import { WalletRow } from '../../components/WalletRow.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { LABELS } from '../../i18n/labels.ts'
import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing.tsx'

/** SPEC §2 ConnectingWalletConnectBasic: the pairing code for any wallet, and the way to pick one instead. */
export function ConnectingWalletConnectBasicView() {
  const client = useFoyerClient()
  return (
    <div className="foyer-view">
      <WalletConnectPairing />
      {client.options.features.allWallets && (
        <WalletRow
          name={LABELS.allWallets}
          icon={
            <span className="foyer-wallet-icon foyer-wallet-icon--medium foyer-wallet-icon--glyph">
              <GridIcon />
            </span>
          }
          onClick={() => client.push('AllWallets')}
        />
      )}
    </div>
  )
}
