import { type ConnectorsState, type EmbeddedState, otherAccountType } from '@foyer/core'
import { useCallback, useId } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useAccountType } from '../../hooks/useAccountType.ts'
import { useActiveNamespace } from '../../hooks/useActiveAccount.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { errorMessage } from '../errorMessage.ts'
import { ACCOUNT_TYPE_LABELS } from './accountTypeLabels.ts'

const selectSwitch = (state: EmbeddedState) => state.accountTypeSwitch

/**
 * Account's switch between the embedded wallet's eoa and smart account (SPEC §4): shown only for a connection
 * through the AUTH connector whose adapter can switch (SPEC §6: EVM), on a network where the wallet has a smart
 * account — or while the smart account is in use, since going back to the eoa is always allowed.
 */
export function AccountTypeRow({ connectorId }: { connectorId: string | undefined }) {
  const client = useFoyerClient()
  const namespace = useActiveNamespace()
  const errorId = useId()
  const selectIsAuth = useCallback(
    (state: ConnectorsState) =>
      state.connectors.some(
        (connector) => connector.id === connectorId && connector.type === 'AUTH' && connector.chain === namespace,
      ),
    [connectorId, namespace],
  )
  const isAuth = useStoreValue(client.stores.connectors, selectIsAuth)
  const progress = useStoreValue(client.stores.embedded, selectSwitch)
  const { accountType, smartAccountNetwork } = useAccountType()
  if (!isAuth || !client.canSetAccountType(namespace)) return null
  if (accountType === 'eoa' && !smartAccountNetwork) return null

  const target = otherAccountType(accountType)
  const pending = progress?.status === 'pending'
  // A failure stays shown while it still applies: not once the account in use has become what it asked for.
  const failed = progress?.status === 'failed' && progress.to === target ? progress : undefined
  // The action's failure is shown here from the store; the promise needs no second handler.
  const run = () => {
    client.setPreferredAccountType(target).then(
      () => client.showToast(ACCOUNT_TYPE_LABELS.switched[target], 'success'),
      () => undefined,
    )
  }

  return (
    <li>
      <button
        type="button"
        className="foyer-wallet-row"
        onClick={run}
        disabled={pending}
        aria-busy={pending}
        aria-describedby={failed ? errorId : undefined}
        data-testid="foyer-account-type-switch"
      >
        <WalletIcon name={ACCOUNT_TYPE_LABELS.tag[target]} size="small" />
        <span className="foyer-wallet-row__name">
          <span className="foyer-wallet-row__label">{ACCOUNT_TYPE_LABELS.accountType}</span>
          {pending ? ACCOUNT_TYPE_LABELS.switching[progress.to] : ACCOUNT_TYPE_LABELS.switchTo[target]}
        </span>
        {pending && <Spinner size="small" />}
      </button>
      {failed && (
        <p className="foyer-field__error" id={errorId} role="alert" data-testid="foyer-account-type-error">
          {ACCOUNT_TYPE_LABELS.failed}: {errorMessage(failed.error)}{' '}
          <button type="button" className="foyer-link" onClick={run}>
            {ACCOUNT_TYPE_LABELS.tryAgain}
          </button>
        </p>
      )}
    </li>
  )
}

/** The Account header's subtle mark of the account in use when it is a smart account. */
export function AccountTypeTag() {
  const { accountType } = useAccountType()
  if (accountType !== 'smartAccount') return null
  return (
    <span className="foyer-tag" data-testid="foyer-account-type">
      {ACCOUNT_TYPE_LABELS.tag.smartAccount}
    </span>
  )
}
