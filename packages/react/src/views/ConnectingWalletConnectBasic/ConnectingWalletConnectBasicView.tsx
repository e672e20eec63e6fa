import { AllWalletsRow } from '../../components/AllWalletsRow.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing.tsx'

/** SPEC §2 ConnectingWalletConnectBasic: the pairing code for any wallet, and the way to pick one instead. */
export function ConnectingWalletConnectBasicView() {
  const client = useFoyerClient()
  return (
    <div className="foyer-view">
      <WalletConnectPairing />
      {client.options.features.allWallets && <AllWalletsRow />}
    </div>
  )
}
