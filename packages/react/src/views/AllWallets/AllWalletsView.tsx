import type { ConnectorsState } from '@foyer/core'
import { useMemo } from 'react'
import { type WalletListing, WalletSearch } from '../../components/WalletSearch.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { useConnectWallet } from '../useConnectWallet.ts'

const selectConnectors = (state: ConnectorsState) => state.connectors

/** Every wallet, searchable. For now the discovered connectors; the API-backed registry plugs in later. */
export function AllWalletsView() {
  const client = useFoyerClient()
  const connectors = useStoreValue(client.stores.connectors, selectConnectors)
  const wallets = useMemo<WalletListing[]>(
    () =>
      connectors
        .filter((connector) => connector.type !== 'AUTH')
        .map(({ id, name, imageUrl }) => ({ id, name, imageUrl })),
    [connectors],
  )
  const connect = useConnectWallet()
  return (
    <div className="foyer-view">
      <WalletSearch wallets={wallets} onSelect={(wallet) => connect(wallet.id)} />
    </div>
  )
}
