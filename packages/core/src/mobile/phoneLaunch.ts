import type { WalletLaunch } from '../client/types.ts'
import type { RegistryWallet } from '../controllers/registryController.ts'
import type { ApiFlowContext } from '../flows/apiContext.ts'
import type { connect } from '../flows/connect.ts'
import type { isAttemptInProgress, preparedAttempt } from '../flows/connectAttempt.ts'
import { findCustomWallet } from '../flows/customWallets.ts'
import { findInstalledConnector } from '../rules/installedWallet.ts'
import { followLink, hasUserActivation } from './followLink.ts'
import type { PhoneLaunch, PhoneWallet } from './phoneTypes.ts'
import { walletLaunchLink } from './walletLaunchLink.ts'
import { type LaunchSurroundings, watchLaunch } from './watchLaunch.ts'

/** The connect flow's parts the phone uses, handed over by watchPhone.ts so they stay in the first chunk. */
export interface PhoneFlows {
  connect: typeof connect
  preparedAttempt: typeof preparedAttempt
  isAttemptInProgress: typeof isAttemptInProgress
}

const isString = (value: unknown): value is string => typeof value === 'string'

/**
 * Issue 23: on a phone a wallet app opens within the visitor's tap. Whatever the launch needs is ready before
 * the tap: the WalletConnect pairing is made as soon as the visitor can choose (Connect or AllWallets), so the
 * tap's handler follows the wallet's link at once — no `await` between the tap and the launch — and the chosen
 * wallet's view then takes the same pairing over (flows/connectAttempt.ts).
 */
export function createPhoneLaunch(
  context: ApiFlowContext,
  flows: PhoneFlows,
  surroundings: LaunchSurroundings = { document, window },
): PhoneLaunch {
  // The app a WalletConnect session was made with, so requests can bring it forward after a reload too.
  const sessionApp = context.storage.item('walletConnectAppLink', isString)
  /** The wallets launched for the attempt in progress, by id: the one that connects is the session's app. */
  const launched = new Map<string, PhoneWallet>()
  let stopWatching: (() => void) | undefined

  const setLaunch = (launch: WalletLaunch | undefined) => context.walletConnect.setState({ launch })

  function follow(wallet: PhoneWallet, link: string): void {
    stopWatching?.()
    launched.set(wallet.id, wallet)
    // Watching starts before the link is followed: the app switch can hide the page before the call returns.
    stopWatching = watchLaunch(surroundings, (status) => {
      const current = context.walletConnect.getState().launch
      if (status === 'opening' || current?.link === link) setLaunch({ walletId: wallet.id, link, status })
    })
    followLink(link)
  }

  const findWallet = (walletId: string): RegistryWallet | undefined =>
    context.registry.find(walletId) ?? findCustomWallet(context.options, walletId)

  const stops = [
    context.events.on('CONNECT_SUCCESS', ({ connectorId, walletId }) => {
      const connector = context.connectors.find(connectorId)
      if (connector?.type !== 'WALLET_CONNECT') return
      const wallet = walletId === undefined ? undefined : (launched.get(walletId) ?? findWallet(walletId))
      const link = wallet && walletLaunchLink(wallet)
      if (link) sessionApp.set(link)
      else sessionApp.remove()
      launched.clear()
    }),
    context.modal.subscribe((state) => {
      if (state.open) return
      stopWatching?.()
      stopWatching = undefined
      setLaunch(undefined)
    }),
  ]

  return {
    launchRegistryWallet(walletId) {
      const { uri } = context.walletConnect.getState()
      if (!uri || !flows.preparedAttempt(context)) return false
      const wallet = findWallet(walletId)
      // An installed wallet connects in the page (a wallet's own in-app browser): no app to open.
      if (!wallet || findInstalledConnector(context.connectors.store.getState().connectors, wallet)) return false
      const link = walletLaunchLink(wallet, uri)
      if (!link) return false
      follow(wallet, link)
      return true
    },

    launchWallet(wallet) {
      const { uri } = context.walletConnect.getState()
      const link = uri && walletLaunchLink(wallet, uri)
      if (!link) return false
      follow(wallet, link)
      return true
    },

    openForRequest(namespace) {
      const { connectorId, status } = context.accounts.get(namespace)
      if (status !== 'connected' || !connectorId) return
      if (context.connectors.find(connectorId, namespace)?.type !== 'WALLET_CONNECT') return
      const link = sessionApp.get()
      if (link && hasUserActivation()) followLink(link)
    },

    stop() {
      stopWatching?.()
      for (const stop of stops) stop()
    },
  }
}

const CHOOSING_VIEWS = new Set(['Connect', 'AllWallets'])

/** Makes the pairing a tap will hand to a wallet app (flows/connect.ts `prepared`), when no attempt is running. */
function preparePairing(context: ApiFlowContext, flows: PhoneFlows): void {
  const { connectors } = context.connectors.store.getState()
  const walletConnect = connectors.find((connector) => connector.type === 'WALLET_CONNECT')
  if (!walletConnect || flows.isAttemptInProgress(context)) return
  flows
    .connect(context, walletConnect.id, { prepared: true })
    .catch((error: unknown) => context.logger.log(40, 'the prepared WalletConnect pairing failed', { error }))
}

/**
 * Puts the phone's launch code in the client (`context.phone`) and prepares the pairing whenever the visitor can
 * choose a wallet (Connect or AllWallets in an open modal). Returns its stop.
 */
export function startPhone(context: ApiFlowContext, flows: PhoneFlows): () => void {
  const phone = createPhoneLaunch(context, flows)
  context.phone = phone
  const check = () => {
    if (context.modal.getState().open && CHOOSING_VIEWS.has(context.router.store.getState().view)) {
      preparePairing(context, flows)
    }
  }
  const stops = [context.modal.subscribe(check), context.router.store.subscribe(check)]
  check()
  return () => {
    for (const stop of stops) stop()
    phone.stop()
    if (context.phone === phone) context.phone = undefined
  }
}
