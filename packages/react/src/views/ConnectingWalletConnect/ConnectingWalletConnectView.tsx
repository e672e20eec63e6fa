import type { RouterState } from '@foyer/core'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { WalletConnectPairing } from './WalletConnectPairing.tsx'

const selectWallet = (state: RouterState) => state.data.wallet

/** SPEC §2 ConnectingWalletConnect: pairing with the wallet the visitor chose from the registry. */
export function ConnectingWalletConnectView() {
  const client = useFoyerClient()
  const wallet = useStoreValue(client.stores.router, selectWallet)
  return (
    <div className="foyer-view">
      <WalletConnectPairing wallet={wallet} />
    </div>
  )
}
