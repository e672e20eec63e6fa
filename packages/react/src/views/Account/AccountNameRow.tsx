import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon.tsx'
import { useChain } from '../../hooks/useChain.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { NAME_ROW_LABELS } from '../RegisterAccountName/nameLabels.ts'

/**
 * Account's way to RegisterAccountName (SPEC §2): offered while the account has no name, on a chain whose
 * description gives a name-service coin type and says the API names its accounts, with an API to register at.
 */
export function AccountNameRow({ name }: { name: string | undefined }) {
  const client = useFoyerClient()
  const chain = useChain()
  if (name || chain?.nameCoinType === undefined || !chain.api.identity || !client.options.apiUrl) return null
  return (
    <li>
      <button
        type="button"
        className="foyer-wallet-row"
        data-testid="foyer-account-choose-name"
        onClick={() => client.push('RegisterAccountName')}
      >
        <span className="foyer-wallet-icon foyer-wallet-icon--small foyer-wallet-icon--glyph" aria-hidden="true">
          @
        </span>
        <span className="foyer-wallet-row__name">
          <span className="foyer-wallet-row__label">{NAME_ROW_LABELS.label}</span>
          {NAME_ROW_LABELS.action}
        </span>
        <ChevronRightIcon />
      </button>
    </li>
  )
}
