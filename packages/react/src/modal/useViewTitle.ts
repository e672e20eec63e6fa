import type { ConnectorsState, EmbeddedState, RouterState, ViewName } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerClient } from '../hooks/useFoyerClient.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { LABELS } from '../i18n/labels.ts'
import { FARCASTER_LABELS } from '../views/ConnectingFarcaster/farcasterLabels.ts'
import { providerName } from '../views/ConnectingSocial/providerName.ts'
import { EMBEDDED_TITLES } from '../views/EmailLogin/embeddedTitles.ts'
import { ONRAMP_TITLES } from '../views/OnRamp/onrampTitles.ts'
import { WALLETS_LABELS } from '../views/ProfileWallets/walletsLabels.ts'
import { NAME_TITLES } from '../views/RegisterAccountName/nameTitles.ts'
import { SWAP_TITLES } from '../views/Swap/swapTitles.ts'

/** Read at each render, not kept: the texts change in place when the chosen locale arrives. */
const viewTitles = (): Partial<Record<ViewName, string>> => ({
  Connect: LABELS.connectWallet,
  AllWallets: LABELS.allWallets,
  Account: LABELS.account,
  ProfileWallets: WALLETS_LABELS.wallets,
  Networks: LABELS.selectNetwork,
  SwitchNetwork: LABELS.switchNetwork,
  SwitchActiveChain: LABELS.switchActiveChainTitle,
  UnsupportedChain: LABELS.unsupportedChainTitle,
  UsageExceeded: LABELS.usageExceededTitle,
  ConnectingWalletConnectBasic: LABELS.walletConnect,
  WalletSend: LABELS.send,
  WalletSendPreview: LABELS.reviewSend,
  WalletReceive: LABELS.receiveTitle,
  OnRamp: ONRAMP_TITLES.OnRamp,
  OnRampProgress: ONRAMP_TITLES.OnRampProgress,
  SIWXSignMessage: LABELS.signInTitle,
  DataCapture: LABELS.dataCaptureTitle,
  EmailLogin: EMBEDDED_TITLES.emailLoginTitle,
  UpdateEmailWallet: EMBEDDED_TITLES.updateEmailTitle,
  ApproveTransaction: EMBEDDED_TITLES.approveTitle,
  ConnectingFarcaster: FARCASTER_LABELS.title,
  ...SWAP_TITLES,
  ...NAME_TITLES,
})

/** The embedded wallet's views are titled by their step (the steps are states of one view, contract §4). */
const embeddedStepTitles = () =>
  ({
    device: { EmailLogin: EMBEDDED_TITLES.registerDeviceTitle },
    primary: { UpdateEmailWallet: EMBEDDED_TITLES.confirmCurrentEmailTitle },
    secondary: { UpdateEmailWallet: EMBEDDED_TITLES.confirmNewEmailTitle },
  }) as const satisfies Record<string, Partial<Record<ViewName, string>>>
const selectEmbeddedStep = (state: EmbeddedState): keyof ReturnType<typeof embeddedStepTitles> | undefined =>
  state.login?.step === 'device'
    ? 'device'
    : state.update?.step === 'primary'
      ? 'primary'
      : state.update?.step === 'secondary'
        ? 'secondary'
        : undefined

const selectConnectorId = (state: RouterState) => state.data.connectorId
const selectSocialProvider = (state: EmbeddedState) => state.social?.provider
const selectChosenWallet = (state: RouterState) => state.data.wallet?.name ?? state.data.walletName

/** The header title, which labels the dialog; a connecting view is titled with the wallet's name. */
export function useViewTitle(view: ViewName): string {
  const client = useFoyerClient()
  const connectorId = useStoreValue(client.stores.router, selectConnectorId)
  const selectName = useCallback(
    (state: ConnectorsState) => state.connectors.find((connector) => connector.id === connectorId)?.name,
    [connectorId],
  )
  const walletName = useStoreValue(client.stores.connectors, selectName)
  const chosenWallet = useStoreValue(client.stores.router, selectChosenWallet)
  const embeddedStep = useStoreValue(client.stores.embedded, selectEmbeddedStep)
  const socialProvider = useStoreValue(client.stores.embedded, selectSocialProvider)
  if (view === 'ConnectingSocial') return socialProvider ? providerName(socialProvider) : LABELS.connecting
  if (view === 'ConnectingExternal') return walletName ?? LABELS.connecting
  if (view === 'ConnectingMultiChain') return chosenWallet ?? LABELS.selectChain
  // A wallet chosen from the registry is not a connector; its name travels in the router data.
  if (view === 'ConnectingWalletConnect') return chosenWallet ?? walletName ?? LABELS.walletConnect
  const stepTitle = embeddedStep && (embeddedStepTitles()[embeddedStep] as Partial<Record<ViewName, string>>)[view]
  if (stepTitle) return stepTitle
  // An unimplemented view is titled with its name, so the fallback is honest about where the visitor is.
  return viewTitles()[view] ?? view
}
