import { type ConnectorsState, formatAddress, type SiwxState } from '@foyer/core'
import { useCallback } from 'react'
import { Button } from '../../components/Button.tsx'
import { CopyDiagnostics } from '../../components/CopyDiagnostics.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { ProgressState } from '../../components/ProgressState.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useActiveAccount } from '../../hooks/useActiveAccount.ts'
import { useChain } from '../../hooks/useChain.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { LABELS } from '../../i18n/labels.ts'
import { formatSignInLabel, SIGN_IN_LABELS } from '../../i18n/signInLabels.ts'
import { dappIcon } from './dappIcon.ts'

const selectSiwx = (state: SiwxState) => state

/**
 * SIWXSignMessage (SPEC §4 sign-in flow): the dapp asks the connected wallet to sign a message proving the
 * visitor owns it. The actions stay in one place whatever the status, so keyboard focus is not thrown away
 * when the wallet answers.
 */
export function SIWXSignMessageView() {
  const client = useFoyerClient()
  const addressPrefix = useChain()?.addressPrefix
  const siwx = useStoreValue(client.stores.siwx, selectSiwx)
  const account = useActiveAccount()
  const connectorId = account?.connectorId
  const selectConnector = useCallback(
    (state: ConnectorsState) => state.connectors.find((connector) => connector.id === connectorId),
    [connectorId],
  )
  const connector = useStoreValue(client.stores.connectors, selectConnector)

  const metadata = client.options.metadata
  const appName = metadata?.name || SIGN_IN_LABELS.thisApp
  const pageUrl = typeof window === 'undefined' ? undefined : window.location.href
  const walletName = connector?.name ?? LABELS.unknownWallet
  const address = account?.address
  const walletIcon = <WalletIcon name={walletName} imageUrl={connector?.imageUrl} size="large" />

  const busy = siwx.status === 'signing' || siwx.status === 'authenticating'
  const failed = siwx.status === 'error' && siwx.error !== undefined
  const signIn = () => void client.siwx.signIn()

  return (
    <div className="foyer-view foyer-siwx">
      {failed ? (
        <ErrorState title={SIGN_IN_LABELS.signInFailed} message={failureDetail(siwx.error)} icon={walletIcon}>
          <CopyDiagnostics />
        </ErrorState>
      ) : busy ? (
        <ProgressState
          status={siwx.status === 'signing' ? LABELS.approveInWallet : SIGN_IN_LABELS.authenticating}
          hint={SIGN_IN_LABELS.signInBody}
          icon={walletIcon}
        />
      ) : (
        <div className="foyer-siwx__intro">
          <div
            className="foyer-siwx__parties"
            role="img"
            aria-label={formatSignInLabel('signInParties', { app: appName })}
          >
            <WalletIcon name={appName} imageUrl={dappIcon(metadata?.icons, pageUrl)} size="large" />
            <span className="foyer-siwx__link" />
            {walletIcon}
          </div>
          {address && (
            <p className="foyer-siwx__account" title={address}>
              {walletName} · {formatAddress(address, addressPrefix)}
            </p>
          )}
          <h3 className="foyer-siwx__heading">{formatSignInLabel('signInHeading', { app: appName })}</h3>
          <p className="foyer-view__lead">{SIGN_IN_LABELS.signInBody}</p>
        </div>
      )}
      {siwx.required && <p className="foyer-siwx__warning">{SIGN_IN_LABELS.signInCancelDisconnects}</p>}
      <div className="foyer-siwx__actions">
        <Button variant="secondary" onClick={() => void client.siwx.cancelSignIn()}>
          {SIGN_IN_LABELS.cancel}
        </Button>
        <Button onClick={signIn} disabled={busy}>
          {failed ? LABELS.tryAgain : SIGN_IN_LABELS.sign}
        </Button>
      </div>
    </div>
  )
}

/** The server's own explanation when it gave one, else the error's catalogue text (SPEC §8). */
function failureDetail(error: SiwxState['error']): string {
  const text = error?.detail || (error && errorText(error))
  // The headline already says 'Error signing message'; saying it twice would tell the visitor nothing.
  return text && text !== SIGN_IN_LABELS.signInFailed ? text : LABELS.genericError
}
