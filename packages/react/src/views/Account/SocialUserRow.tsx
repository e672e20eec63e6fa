import type { AccountState, EmbeddedState } from '@foyer/core'
import { SocialIcon } from '../../components/SocialIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { SOCIAL_LABELS, socialLabel } from '../ConnectingSocial/socialLabels.ts'

const selectUserName = (state: EmbeddedState) => state.userName

/**
 * Account's social login (SPEC §3 user.userName, socialProvider): who the visitor logged in as, where an email
 * login shows its address. The provider comes back after a reload too (core keeps it in the login cache).
 */
export function SocialUserRow({ account }: { account: AccountState | undefined }) {
  const client = useFoyerClient()
  const userName = useStoreValue(client.stores.embedded, selectUserName)
  const embeddedId = client.options.embeddedWallet?.connectorId
  const connectedThroughEmbedded = embeddedId !== undefined && account?.connectorId === embeddedId
  if (!userName || !connectedThroughEmbedded || !client.embedded) return null
  const provider = account?.socialProvider
  return (
    <li>
      <div className="foyer-wallet-row foyer-wallet-row--static">
        {provider ? (
          <span className="foyer-wallet-icon foyer-wallet-icon--small foyer-social-tile">
            <SocialIcon provider={provider} size={16} />
          </span>
        ) : null}
        <span className="foyer-wallet-row__name">
          <span className="foyer-wallet-row__label">
            {provider ? socialLabel('loggedInWith', provider) : SOCIAL_LABELS.loggedIn}
          </span>
          <span data-testid="social-username">{userName}</span>
        </span>
      </div>
    </li>
  )
}
