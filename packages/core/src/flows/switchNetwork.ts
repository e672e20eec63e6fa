import { toFoyerError } from '../errors/errors.ts'
import { switchNetworkView } from '../rules/switchNetworkView.ts'
import type { CaipNetworkId } from '../types/network.ts'
import type { RouterData } from '../types/views.ts'
import { requireNetwork } from '../validation/networks.ts'
import { refreshBalance } from './balance.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal, showView } from './navigation.ts'
import { setActiveNetwork } from './walletSession.ts'

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

  const view = switchNetworkView({
    ignoreSwitchConfirmation: context.options.ignoreSwitchConfirmation,
    connectedWithAuth: context.accounts.get(current.chainNamespace).connectorId === 'AUTH',
    authSupportsTargetNamespace: false,
    currentNamespace: current.chainNamespace,
    targetNamespace: target.chainNamespace,
    currentNamespaceHasAccount,
    targetNamespaceHasAccount,
  })
  if (view === 'SwitchActiveChain') return showView(context, 'SwitchActiveChain', { ...data, caipNetworkId })

  const isRetry = context.router.store.getState().view === 'SwitchNetwork'
  if (isRetry) context.router.replace('SwitchNetwork', { ...data, caipNetworkId })
  else showView(context, 'SwitchNetwork', { ...data, caipNetworkId })
  context.chains.setPendingSwitch({ caipNetworkId })
  try {
    await adapterFor(context, target.chainNamespace).switchNetwork({ network: target })
    context.chains.setPendingSwitch(undefined)
    setActiveNetwork(context, target)
    context.events.emit('SWITCH_NETWORK', { caipNetworkId })
    closeModal(context)
    void refreshBalance(context)
  } catch (thrown) {
    context.chains.setPendingSwitch({ caipNetworkId, error: toFoyerError(thrown) })
  }
}
