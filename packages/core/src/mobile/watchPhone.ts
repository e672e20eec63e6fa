import type { ApiFlowContext } from '../flows/apiContext.ts'
import { isMobile } from '../rules/isMobile.ts'
import type { PhoneLaunch } from './phoneLaunch.ts'

const CHOOSING_VIEWS = new Set(['Connect', 'AllWallets'])

/**
 * On a phone, loads the launch code (mobile/phoneLaunch.ts, a chunk of its own) as soon as a tap may need it:
 * when the visitor can choose a wallet, where it also prepares the pairing, or once a WalletConnect wallet is
 * connected, whose app requests bring forward. Elsewhere it costs a user-agent test.
 */
export function watchPhone(
  context: ApiFlowContext,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): () => void {
  if (!isMobile(userAgent)) return () => undefined
  let loading: Promise<PhoneLaunch> | undefined
  let stopped = false
  const load = () => {
    loading ??= import('./phoneLaunch.ts').then((module) => {
      const phone = module.createPhoneLaunch(context)
      if (stopped) phone.stop()
      else context.phone = phone
      return phone
    })
    return loading
  }
  const check = () => {
    const { view } = context.router.store.getState()
    if (context.modal.getState().open && CHOOSING_VIEWS.has(view)) {
      load()
        .then((phone) => phone.preparePairing())
        .catch((error: unknown) => console.warn('[foyer] the phone launch did not load', error))
    }
  }
  const checkConnections = () => {
    const { connectors } = context.connectors.store.getState()
    const accounts = Object.values(context.accounts.store.getState())
    const throughWalletConnect = accounts.some(
      (account) =>
        account.status === 'connected' &&
        connectors.some((connector) => connector.id === account.connectorId && connector.type === 'WALLET_CONNECT'),
    )
    if (throughWalletConnect) load().catch(() => undefined)
  }
  const stops = [
    context.modal.subscribe(check),
    context.router.store.subscribe(check),
    context.accounts.store.subscribe(checkConnections),
  ]
  return () => {
    stopped = true
    for (const stop of stops) stop()
    context.phone?.stop()
  }
}
