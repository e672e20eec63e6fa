import { canCloseView } from '../siwx/siwxRules.ts'
import type { RouterData, ViewName } from '../types/views.ts'
import type { FlowContext } from './context.ts'

function isActiveNamespaceConnected(context: FlowContext): boolean {
  return context.accounts.isConnected(context.chains.store.getState().activeNamespace)
}

/** The view the modal opens at when the caller names none. */
function defaultView(context: FlowContext): ViewName {
  if (!isActiveNamespaceConnected(context)) return 'Connect'
  return context.chains.store.getState().unsupportedChainId === undefined ? 'Account' : 'UnsupportedChain'
}

export function openModal(context: FlowContext, params: { view?: ViewName; data?: RouterData } = {}): void {
  const view = context.router.reset(params.view ?? defaultView(context), params.data)
  if (context.modal.getState().open) return
  context.modal.setState({ open: true })
  context.events.emit('MODAL_OPEN', { view })
}

/** Shows a view: pushed onto an open modal, or opening the modal at it. */
export function showView(context: FlowContext, view: ViewName, data?: RouterData): void {
  if (context.modal.getState().open) context.router.push(view, data)
  else openModal(context, { view, data })
}

/** SPEC §4: a required sign-in without a session cannot be closed on the sign and approve views. */
export function canClose(context: FlowContext): boolean {
  const { required, session } = context.siwx.getState()
  const { view, data } = context.router.store.getState()
  return canCloseView(view, {
    signInRequired: required,
    hasSignInSession: session !== undefined,
    connected: isActiveNamespaceConnected(context),
    returningToSignedIn: data.returningToSignedIn === true,
  })
}

export function closeModal(context: FlowContext): void {
  if (!context.modal.getState().open || !canClose(context)) return
  context.modal.setState({ open: false })
  // A failed attempt is forgotten once the visitor walks away from it.
  context.connecting.setState({ connectorId: undefined, error: undefined })
  context.chains.setPendingSwitch(undefined)
  context.events.emit('MODAL_CLOSE', { connected: isActiveNamespaceConnected(context) })
}

export function goBack(context: FlowContext): void {
  if (context.router.goBack() === 'close') closeModal(context)
}
