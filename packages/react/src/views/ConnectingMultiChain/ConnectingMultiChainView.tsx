import type { ConnectorsState, RouterState } from '@foyer/core'
import { useCallback } from 'react'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { WalletRow } from '../../components/WalletRow.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { useConnectWallet } from '../useConnectWallet.ts'

const selectWalletName = (state: RouterState) => state.data.walletName

/**
 * SPEC §2 ConnectingMultiChain: a wallet found on several chains (its EVM and its Solana side, say); the visitor
 * picks the chain to connect it on, and can come back for the other one.
 */
export function ConnectingMultiChainView() {
  const client = useFoyerClient()
  const walletName = useStoreValue(client.stores.router, selectWalletName)
  const selectSides = useCallback(
    (state: ConnectorsState) =>
      state.connectors.filter(
        (connector) => connector.type !== 'AUTH' && connector.name.toLowerCase() === walletName?.toLowerCase(),
      ),
    [walletName],
  )
  const sides = useStoreValue(client.stores.connectors, selectSides)
  const connect = useConnectWallet()
  const [first] = sides

  return (
    <div className="foyer-view">
      <div className="foyer-state foyer-state--compact">
        <div className="foyer-state__visual">
          <WalletIcon name={walletName ?? LABELS.unknownWallet} imageUrl={first?.imageUrl} size="large" />
        </div>
        <p className="foyer-state__hint">
          {formatLabel('multiChainHint', { wallet: walletName ?? LABELS.unknownWallet })}
        </p>
      </div>
      <ul className="foyer-list" aria-label={LABELS.selectChain}>
        {sides.map((connector) => {
          const label = client.describeChain(connector.chain)?.label ?? connector.chain
          return (
            <li key={`${connector.chain}:${connector.id}`}>
              <WalletRow
                name={label}
                imageUrl={connector.imageUrl}
                onClick={() => connect(connector.id, connector.chain)}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
