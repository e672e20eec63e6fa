import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { LABELS } from '../i18n/labels.ts'
import { GridIcon } from './icons/GridIcon.tsx'
import { WalletRow } from './WalletRow.tsx'

/** The row that opens AllWallets, the same wherever a wallet list offers it. */
export function AllWalletsRow() {
  const client = useFoyerClient()
  return (
    <WalletRow
      name={LABELS.allWallets}
      icon={
        <span className="foyer-wallet-icon foyer-wallet-icon--medium foyer-wallet-icon--glyph">
          <GridIcon />
        </span>
      }
      onClick={() => client.push('AllWallets')}
    />
  )
}
