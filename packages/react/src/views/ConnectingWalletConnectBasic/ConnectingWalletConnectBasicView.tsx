import { AllWalletsRow } from '../../components/AllWalletsRow.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing.tsx'

/** SPEC §2 ConnectingWalletConnectBasic: the pairing code for any wallet, and the way to pick one instead. */
export function ConnectingWalletConnectBasicView() {
  const { allWallets } = useFeatures()
  return (
    <div className="foyer-view">
      <WalletConnectPairing />
      {allWallets && <AllWalletsRow />}
    </div>
  )
}
