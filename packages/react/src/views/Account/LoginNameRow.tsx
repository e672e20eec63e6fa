import type { EmbeddedState } from '@foyer/core'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'

const selectUserName = (state: EmbeddedState) => state.userName

/** Account: the username a Farcaster (or social) login gave, for a connection through the embedded wallet. */
export function LoginNameRow({ connectorId }: { connectorId: string | undefined }) {
  const client = useFoyerClient()
  const userName = useStoreValue(client.stores.embedded, selectUserName)
  if (!userName || !client.embedded || connectorId !== client.options.embeddedWallet?.connectorId) return null
  return (
    <li>
      <div className="foyer-wallet-row">
        <WalletIcon name={userName} size="small" />
        <span className="foyer-wallet-row__name">@{userName}</span>
      </div>
    </li>
  )
}
