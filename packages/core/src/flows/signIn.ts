import { formatSiwxMessage } from '@foyer/protocol/siwx-message'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { FoyerError, isUserRejection, toFoyerError } from '../errors/errors.ts'
import { siwxRuntime } from '../siwx/siwxRuntime.ts'
import type { SiwxSession } from '../siwx/siwxTypes.ts'
import type { ChainNamespace, Network } from '../types/network.ts'
import type { ViewName } from '../types/views.ts'
import type { FlowContext } from './context.ts'
import { disconnect } from './disconnect.ts'
import { closeModal, openModal } from './navigation.ts'
import { switchNetwork } from './switchNetwork.ts'

/** Who would sign in now: the active namespace's connected account on a network the dapp lists. */
interface SignInTarget {
  address: string
  network: Network
  adapter: ChainAdapter
  key: string
}

function signInTarget(context: FlowContext): SignInTarget | undefined {
  const { activeNamespace, unsupportedChainId } = context.chains.store.getState()
  const { status, address } = context.accounts.get(activeNamespace)
  const adapter = context.adapters.get(activeNamespace)
  if (status !== 'connected' || !address || !adapter || unsupportedChainId !== undefined) return undefined
  const network = context.chains.activeNetwork()
  return { address, network, adapter, key: `${network.caipNetworkId}|${address}` }
}

/** SPEC §5: sign-in needs an active address, an active network, a client, and sign-in turned on. */
function requireTarget(context: FlowContext): SignInTarget {
  if (!context.options.siwx) throw new FoyerError('SIWX_NOT_ENABLED')
  const { activeNamespace, unsupportedChainId } = context.chains.store.getState()
  const { status, address } = context.accounts.get(activeNamespace)
  if (status !== 'connected' || !address) throw new FoyerError('NO_ACTIVE_CAIP_ADDRESS')
  if (unsupportedChainId !== undefined) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  const adapter = context.adapters.get(activeNamespace)
  if (!adapter) throw new FoyerError('NO_CONNECTION_CONTROLLER_CLIENT')
  const target = signInTarget(context)
  if (!target) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  return target
}

/** The first view of sign-in: DataCapture when email capture is on and no email was confirmed yet. */
function firstSignInView(context: FlowContext): ViewName {
  const needsEmail = context.features.getState().emailCapture && !context.dataCapture.getState().emailToken
  return needsEmail ? 'DataCapture' : 'SIWXSignMessage'
}

const checks = new WeakMap<FlowContext, { key: string; promise: Promise<boolean> }>()

/**
 * SPEC §4 sign-in flow, after a connection, a network switch or an account change: a valid session means
 * nothing to ask; without one the modal shows DataCapture or SIWXSignMessage. Resolves to whether it did.
 * Two checks for the same account and network share one answer.
 */
export function checkSignIn(context: FlowContext): Promise<boolean> {
  const target = signInTarget(context)
  if (!context.options.siwx || !target) {
    context.siwx.setState({ status: 'idle', session: undefined, error: undefined })
    return Promise.resolve(false)
  }
  const running = checks.get(context)
  if (running?.key === target.key) return running.promise

  const run = async (): Promise<boolean> => {
    context.siwx.setState({ status: 'checking', session: undefined, error: undefined })
    let sessions: SiwxSession[]
    try {
      sessions = await siwxRuntime(context).storage.get(target.network.caipNetworkId, target.address)
    } catch (error) {
      // SPEC §8: a sign-in that cannot start says so, disconnects and starts over at Connect.
      console.error('[foyer] could not read sign-in sessions', error)
      if (signInTarget(context)?.key !== target.key) return false
      context.toast.show({ code: 'INITIALIZE_AUTHENTICATION_FAILED' }, 'error')
      await disconnect(context)
      context.router.reset('Connect')
      return false
    }
    // The visitor moved to another account or network meanwhile: that one has its own check.
    if (signInTarget(context)?.key !== target.key) return false
    const [session] = sessions
    if (session) {
      context.siwx.setState({ status: 'signed', session })
      return false
    }
    context.siwx.setState({ status: 'idle' })
    openModal(context, { view: firstSignInView(context) })
    return true
  }
  const promise = run()
  checks.set(context, { key: target.key, promise })
  void promise.finally(() => {
    if (checks.get(context)?.promise === promise) checks.delete(context)
  })
  return promise
}

/** SIWXSignMessage's Sign: build the message, have the wallet sign it, have the storage verify and keep it. */
export async function signIn(context: FlowContext): Promise<void> {
  const target = requireTarget(context)
  const { messenger, storage, lastNetwork } = siwxRuntime(context)
  const caipNetworkId = target.network.caipNetworkId
  context.siwx.setState({ status: 'signing', error: undefined })
  try {
    const data = await messenger.createMessage({ accountAddress: target.address, chainId: caipNetworkId })
    const message = formatSiwxMessage(data)
    const signature = await target.adapter.signMessage({ message, address: target.address })
    context.siwx.setState({ status: 'authenticating' })
    context.toast.show({ code: 'AUTHENTICATING' }, 'loading')
    const { emailToken } = context.dataCapture.getState()
    const session = await storage.add({ data, message, signature }, emailToken ? { emailToken } : undefined)
    context.toast.hide()
    if (signInTarget(context)?.key !== target.key) return
    lastNetwork.set(caipNetworkId)
    context.dataCapture.setState({ step: 'email', email: undefined, emailToken: undefined, error: undefined })
    context.siwx.setState({ status: 'signed', session, error: undefined })
    context.events.emit('SIWX_AUTH_SUCCESS', { caipNetworkId, address: target.address })
    closeModal(context)
  } catch (thrown) {
    // A failure that is not one of ours (a malformed message, a verifier's crash) keeps its reason as detail.
    const error =
      thrown instanceof Error && !(thrown instanceof FoyerError) && !isUserRejection(thrown)
        ? new FoyerError('ERROR_SIGNING_MESSAGE', undefined, { cause: thrown, detail: thrown.message })
        : toFoyerError(thrown, 'ERROR_SIGNING_MESSAGE')
    context.siwx.setState({ status: 'error', error })
    context.logger.log(50, 'sign-in failed', { caipNetworkId, error })
    context.toast.show({ code: 'ERROR_SIGNING_MESSAGE' }, 'error')
    context.events.emit('SIWX_AUTH_ERROR', { message: error.detail ?? error.message })
    // SPEC §8: the sign view reopens with the error.
    const { view } = context.router.store.getState()
    if (!context.modal.getState().open || view !== 'SIWXSignMessage') openModal(context, { view: 'SIWXSignMessage' })
  }
}

/**
 * SPEC §4 cancel: when sign-in is required, go back to the last network signed in on if this account has a
 * session there, else disconnect; when it is not, just close.
 */
export async function cancelSignIn(context: FlowContext): Promise<void> {
  const target = signInTarget(context)
  if (!context.options.siwx?.required || !target) {
    closeModal(context)
    return
  }
  const { storage, lastNetwork } = siwxRuntime(context)
  const last = lastNetwork.get()
  if (last && last !== target.network.caipNetworkId) {
    const sessions = await storage.get(last, target.address).catch(() => [])
    if (sessions.length > 0) {
      // The modal shows the switch, unclosable; the session there is found again once the wallet is on it.
      await switchNetwork(context, last, { returningToSignedIn: true })
      // A wallet that refused or failed to go back would leave the visitor connected without a session.
      if (context.chains.activeNetwork().caipNetworkId !== last) await disconnect(context)
      return
    }
  }
  await disconnect(context)
}

/** Ends the active account's session on this network; required sign-in then disconnects too. */
export async function signOut(context: FlowContext): Promise<void> {
  const target = signInTarget(context)
  if (!target) return
  try {
    await siwxRuntime(context).storage.delete(target.network.caipNetworkId, target.address)
    context.siwx.setState({ status: 'idle', session: undefined, error: undefined })
  } catch (thrown) {
    // The session is gone here; the server may still hold it, so say so.
    context.siwx.setState({ status: 'idle', session: undefined, error: toFoyerError(thrown) })
  }
  if (context.options.siwx?.required) await disconnect(context)
}

/** SPEC §9: sessions are revoked on disconnect (the caller waits at most 100 ms, flows/signInGate.ts). */
export async function revokeAll(context: FlowContext): Promise<void> {
  context.siwx.setState({ status: 'idle', session: undefined, error: undefined })
  await siwxRuntime(context).storage.set([])
}

/** SPEC §9: on disconnecting one namespace, only its account's sessions end; the others' stay signed in. */
export async function revokeNamespace(context: FlowContext, namespace: ChainNamespace): Promise<void> {
  const { address } = context.accounts.get(namespace)
  if (!address) return
  if (context.chains.store.getState().activeNamespace === namespace) {
    context.siwx.setState({ status: 'idle', session: undefined, error: undefined })
  }
  const { storage } = siwxRuntime(context)
  const networks = context.options.networks.filter((network) => network.chainNamespace === namespace)
  await Promise.all(networks.map((network) => storage.delete(network.caipNetworkId, address)))
}

/**
 * Watches who is connected where: each new account-and-network pair gets a sign-in check (connect, reload,
 * account change, network switch). Returns the unsubscriber.
 */
export function watchSignIn(context: FlowContext): () => void {
  let lastKey: string | undefined
  const onChange = () => {
    const key = signInTarget(context)?.key
    if (key === lastKey) return
    lastKey = key
    void checkSignIn(context)
  }
  const stops = [context.accounts.store.subscribe(onChange), context.chains.store.subscribe(onChange)]
  onChange()
  return () => {
    for (const stop of stops) stop()
  }
}
