import type { ConnectorsState, EmbeddedState } from '@foyer/core'
import { useCallback } from 'react'
import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useActiveNamespace } from '../../hooks/useActiveAccount.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { EMBEDDED_LABELS } from '../EmailLogin/embeddedLabels.ts'

const selectEmail = (state: EmbeddedState) => state.email
const selectUserName = (state: EmbeddedState) => state.userName

/**
 * Account's "Update email": SPEC §6 allows it only for a connection through the embedded wallet (the AUTH
 * connector), and only a configured embedded wallet can carry it out.
 */
export function UpdateEmailRow({ connectorId }: { connectorId: string | undefined }) {
  const client = useFoyerClient()
  const namespace = useActiveNamespace()
  const selectIsAuth = useCallback(
    (state: ConnectorsState) =>
      state.connectors.some(
        (connector) => connector.id === connectorId && connector.type === 'AUTH' && connector.chain === namespace,
      ),
    [connectorId, namespace],
  )
  const isAuth = useStoreValue(client.stores.connectors, selectIsAuth)
  const email = useStoreValue(client.stores.embedded, selectEmail)
  const userName = useStoreValue(client.stores.embedded, selectUserName)
  // A social login without an email has none to update (the frame would say 'Not connected to email or social').
  if (!isAuth || !client.embedded || (userName && !email)) return null

  return (
    <li>
      <button type="button" className="foyer-wallet-row" onClick={() => client.push('UpdateEmailWallet')}>
        <WalletIcon name={EMBEDDED_LABELS.email} size="small" />
        <span className="foyer-wallet-row__name">
          <span className="foyer-wallet-row__label">{EMBEDDED_LABELS.updateEmail}</span>
          {email}
        </span>
        <ChevronRightIcon />
      </button>
    </li>
  )
}
