import {
  type ConnectingState,
  isMobile,
  type LaunchStatus,
  type RouterState,
  type WalletConnectState,
  type WalletConnectWallet,
  walletLaunchLink,
} from '@foyer/core'
import { useCallback } from 'react'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { CopyIcon } from '../../components/icons/CopyIcon.tsx'
import { QrCode } from '../../components/qr/QrCode.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useCopied } from '../../components/useCopied.ts'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { errorText } from '../../i18n/errorTexts.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'
import { errorMessage } from '../errorMessage.ts'
import { FailedWithRetry } from '../FailedWithRetry.tsx'
import { OpenWalletApp } from './OpenWalletApp.tsx'

const selectConnectorId = (state: RouterState) => state.data.connectorId
const selectUri = (state: WalletConnectState) => state.uri
const selectLaunch = (state: WalletConnectState) => state.launch

/**
 * What the status line says: preparing, the app opening, waiting for the named wallet once the visitor is back
 * from it, else for any wallet (the QR code, or an app that did not open).
 */
function pairingStatus(uri: string | undefined, launched: { name: string; status: LaunchStatus } | undefined) {
  if (!uri) return LABELS.preparingPairing
  if (launched?.status === 'opening' || launched?.status === 'opened') {
    return formatLabel('openingWallet', { wallet: launched.name })
  }
  if (launched?.status === 'returned') return formatLabel('waitingForNamedWallet', { wallet: launched.name })
  return LABELS.waitingForWallet
}

/**
 * The pairing on screen: its QR code, "Copy link", and on a phone the chosen wallet's deep link; progress
 * while the wallet decides, then its error and Try again. The URI changes when the pairing is renewed.
 */
export function WalletConnectPairing({ wallet }: { wallet?: WalletConnectWallet | undefined }) {
  const client = useFoyerClient()
  const connectorId = useStoreValue(client.stores.router, selectConnectorId)
  const uri = useStoreValue(client.stores.walletConnect, selectUri)
  const launch = useStoreValue(client.stores.walletConnect, selectLaunch)
  const selectError = useCallback(
    (state: ConnectingState) => (state.connectorId === connectorId ? state.error : undefined),
    [connectorId],
  )
  const error = useStoreValue(client.stores.connecting, selectError)
  const [copied, copy] = useCopied()
  const retry = () => {
    if (!connectorId) return
    client
      .connect(connectorId, wallet ? { wallet } : {})
      .catch((thrown: unknown) => client.showToast(errorMessage(thrown), 'error'))
  }

  if (error) {
    const icon = wallet ? <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} size="large" /> : undefined
    return (
      <FailedWithRetry
        title={LABELS.connectionFailed}
        message={errorText(error)}
        icon={icon}
        onRetry={retry}
        retryDisabled={!connectorId}
      />
    )
  }

  const appLink =
    uri && wallet && typeof navigator !== 'undefined' && isMobile(navigator.userAgent)
      ? walletLaunchLink(wallet, uri)
      : undefined
  // The app launched for this wallet, within the tap that chose it or by "Open again".
  const launched = wallet && launch?.walletId === wallet.id ? launch : undefined
  const status = pairingStatus(uri, launched && wallet ? { name: wallet.name, status: launched.status } : undefined)
  const scanHint = wallet ? formatLabel('scanWithNamedWallet', { wallet: wallet.name }) : LABELS.scanWithWallet

  return (
    <div className="foyer-wc">
      {appLink && wallet && <OpenWalletApp wallet={wallet} link={appLink} launch={launched} />}
      {uri ? (
        <QrCode value={uri} label={LABELS.walletConnectQr} />
      ) : (
        <div className="foyer-qr foyer-qr--loading">
          <Spinner size="medium" />
        </div>
      )}
      <p className="foyer-state__hint">{scanHint}</p>
      <button
        type="button"
        className="foyer-button foyer-button--secondary"
        disabled={!uri}
        onClick={() => uri && copy(uri)}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        <span aria-live="polite">{copied ? LABELS.copied : LABELS.copyLink}</span>
      </button>
      <p className="foyer-wc__status" role="status" aria-live="polite">
        {status}
      </p>
      {uri && (
        <p className="foyer-state__hint">
          {launched?.status === 'returned' && wallet
            ? formatLabel('waitingForNamedWalletHint', { wallet: wallet.name })
            : LABELS.waitingForWalletHint}
        </p>
      )}
    </div>
  )
}
