import { toFoyerError } from '../errors/errors.ts'
import { switchNetworkView } from '../rules/switchNetworkView.ts'
import type { CaipNetworkId, Network } from '../types/network.ts'
import type { RouterData } from '../types/views.ts'
import { requireNetwork } from '../validation/networks.ts'
import { refreshBalance } from './balance.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal, showView } from './navigation.ts'
import { applyConnection, setActiveNetwork } from './walletSession.ts'

/**
 * The connector the current namespace is connected with, when it is the embedded wallet (AUTH), and whether it
 * also serves the target namespace — its adapter offers the same connector there (docs/decisions/0004).
 */
function authConnection(context: FlowContext, current: Network, target: Network) {
  const { connectorId } = context.accounts.get(current.chainNamespace)
  const connector = connectorId ? context.connectors.find(connectorId, current.chainNamespace) : undefined
  const connectedWithAuth = connector?.type === 'AUTH'
  const servesTarget =
    connectedWithAuth && context.connectors.find(connector.id, target.chainNamespace)?.type === 'AUTH'
  return { connectorId: connector?.id, connectedWithAuth, servesTarget }
}

/**
 * Puts the wallet on `target`: switches the target namespace's wallet, or — for a namespace the embedded
 * wallet serves but has not connected yet — connects that namespace with it.
 */
async function moveWalletTo(context: FlowContext, target: Network, authConnectorId: string | undefined) {
  const namespace = target.chainNamespace
  const adapter = adapterFor(context, namespace)
  if (context.accounts.isConnected(namespace) || !authConnectorId) {
    // A chain whose wallets follow the dapp's network (no switchNetwork) moves without asking the wallet.
    return adapter.switchNetwork?.({ network: target })
  }
  const result = await adapter.connect({ connectorId: authConnectorId, network: target })
  applyConnection(context, namespace, authConnectorId, result, { activate: true })
}

/**
 * Switches the active network: locally when nothing is connected, else through the wallet (SPEC §2). `data`
 * travels with the view the switch shows. Never throws: a failed switch waits on SwitchNetwork with its error.
 */
export async function switchNetwork(
  context: FlowContext,
  caipNetworkId: CaipNetworkId,
  data: RouterData = {},
): Promise<void> {
  const target = requireNetwork(context.options.networks, caipNetworkId)
  const current = context.chains.activeNetwork()
  const currentNamespaceHasAccount = context.accounts.isConnected(current.chainNamespace)
  const targetNamespaceHasAccount = context.accounts.isConnected(target.chainNamespace)

  if (!currentNamespaceHasAccount && !targetNamespaceHasAccount) {
    setActiveNetwork(context, target)
    context.events.emit('SWITCH_NETWORK', { caipNetworkId })
    closeModal(context)
    return
  }

  const auth = authConnection(context, current, target)
  const view = switchNetworkView({
    ignoreSwitchConfirmation: context.options.ignoreSwitchConfirmation,
    connectedWithAuth: auth.connectedWithAuth,
    authSupportsTargetNamespace: auth.servesTarget,
    currentNamespace: current.chainNamespace,
    targetNamespace: target.chainNamespace,
    currentNamespaceHasAccount,
    targetNamespaceHasAccount,
  })
  if (view === 'SwitchActiveChain') return showView(context, 'SwitchActiveChain', { ...data, caipNetworkId })
  if (!targetNamespaceHasAccount && !auth.servesTarget) {
    // Confirmation ignored, and no wallet of the target namespace yet: straight to connecting one.
    setActiveNetwork(context, target)
    return showView(context, 'Connect', { ...data, caipNetworkId })
  }

  const isRetry = context.router.store.getState().view === 'SwitchNetwork'
  if (isRetry) context.router.replace('SwitchNetwork', { ...data, caipNetworkId })
  else showView(context, 'SwitchNetwork', { ...data, caipNetworkId })
  context.chains.setPendingSwitch({ caipNetworkId })
  try {
    await moveWalletTo(context, target, auth.servesTarget ? auth.connectorId : undefined)
    context.chains.setPendingSwitch(undefined)
    setActiveNetwork(context, target)
    context.events.emit('SWITCH_NETWORK', { caipNetworkId })
    closeModal(context)
    void refreshBalance(context)
  } catch (thrown) {
    context.logger.log(50, 'network switch failed', { caipNetworkId, error: thrown })
    context.chains.setPendingSwitch({ caipNetworkId, error: toFoyerError(thrown) })
  }
}
