import { Button } from '../../components/Button.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { formatNameLabel, NAME_LABELS } from './nameLabels.ts'

const selectRegistered = (state: { registered?: string | undefined }) => state.registered

/** RegisterAccountNameSuccess (SPEC §2): the name now held, what it is for, and the way back to Account. */
export function RegisterAccountNameSuccessView() {
  const client = useFoyerClient()
  const name = useStoreValue(client.stores.names, selectRegistered) ?? ''
  // Reached from Account, the way back is Back; opened on its own, Account replaces it.
  const backToAccount = () =>
    client.stores.router.getState().history.at(-2) === 'Account' ? client.goBack() : client.replace('Account')
  return (
    <div className="foyer-view foyer-state foyer-names-success">
      <span className="foyer-state__alert foyer-sent__check">
        <CheckIcon />
      </span>
      <p className="foyer-state__title" role="status" data-testid="foyer-name-registered">
        {formatNameLabel('successName', { name })}
      </p>
      <p className="foyer-state__hint">{formatNameLabel('successHint', { name })}</p>
      <Button onClick={backToAccount}>{NAME_LABELS.backToAccount}</Button>
    </div>
  )
}
