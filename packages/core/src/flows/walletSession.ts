import type { AdapterEvent, ConnectResult } from '../adapter/ChainAdapter.ts'
import { showsUnsupportedChain } from '../rules/switchNetworkView.ts'
import type { ChainNamespace, Network } from '../types/network.ts'
import { toCaipAddress } from '../validation/caip.ts'
import { refreshBalance } from './balance.ts'
import { adapterFor, type FlowContext } from './context.ts'
import { closeModal, openModal } from './navigation.ts'

function networkForChain(context: FlowContext, namespace: ChainNamespace, chainId: number | string) {
  return context.options.networks.find(
    (network) => network.chainNamespace === namespace && String(network.id) === String(chainId),
  )
}

export function setActiveNetwork(context: FlowContext, network: Network): void {
  context.chains.setActive(network)
  context.storage.activeNetworkId.set(network.caipNetworkId)
  const { address } = context.accounts.get(network.chainNamespace)
  if (address)
    context.accounts.setAddress(network.chainNamespace, address, toCaipAddress(network.caipNetworkId, address))
}

/** The wallet is on `chainId`: follow it when the dapp lists it, else say so (SPEC §2 UnsupportedChain). */
export function followWalletChain(context: FlowContext, namespace: ChainNamespace, chainId: number | string): void {
  const network = networkForChain(context, namespace, chainId)
  if (network) {
    const wasUnsupported = context.chains.store.getState().unsupportedChainId !== undefined
    setActiveNetwork(context, network)
    context.events.emit('SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
    if (wasUnsupported && context.router.store.getState().view === 'UnsupportedChain') closeModal(context)
    void refreshBalance(context)
    return
  }
  context.chains.setUnsupported(chainId)
  const { enableNetworkSwitch, allowUnsupportedChain } = context.options
  if (showsUnsupportedChain({ enableNetworkSwitch, allowUnsupportedChain, isSupported: false })) {
    openModal(context, { view: 'UnsupportedChain' })
  }
}

/** Records a wallet as connected and starts listening to it. */
export function applyConnection(
  context: FlowContext,
  namespace: ChainNamespace,
  connectorId: string,
  result: ConnectResult,
): void {
  const network = networkForChain(context, namespace, result.chainId) ?? context.chains.activeNetwork()
  context.accounts.setConnected(namespace, {
    connectorId,
    address: result.address,
    caipAddress: toCaipAddress(network.caipNetworkId, result.address),
  })
  context.storage.connectedConnectorIds.set(namespace, connectorId)
  context.storage.disconnectedConnectorIds.remove(connectorId)
  context.storage.connections.upsert({
    connectorId,
    accounts: [{ address: result.address }],
    caipNetworkId: network.caipNetworkId,
  })
  listenToWallet(context, namespace)
  followWalletChain(context, namespace, result.chainId)
}

/** Forgets the connection locally, whoever ended it. */
export function clearConnection(context: FlowContext, namespace: ChainNamespace): void {
  const { connectorId } = context.accounts.get(namespace)
  context.walletListeners.get(namespace)?.()
  context.walletListeners.delete(namespace)
  context.accounts.reset(namespace)
  context.chains.setUnsupported(undefined)
  context.storage.connectedConnectorIds.set(namespace, undefined)
  if (connectorId) {
    context.storage.disconnectedConnectorIds.add(connectorId)
    context.storage.connections.remove(connectorId)
  }
  context.events.emit('DISCONNECT_SUCCESS', { connectorId })
}

function listenToWallet(context: FlowContext, namespace: ChainNamespace): void {
  context.walletListeners.get(namespace)?.()
  const unsubscribe = adapterFor(context, namespace).subscribe((event: AdapterEvent) => {
    if (event.type === 'disconnect') return clearConnection(context, namespace)
    if (event.type === 'chainChanged') return followWalletChain(context, namespace, event.chainId)
    const [address] = event.addresses
    if (!address) return clearConnection(context, namespace)
    const network = context.chains.activeNetwork()
    context.accounts.setAddress(namespace, address, toCaipAddress(network.caipNetworkId, address))
    context.events.emit('ACCOUNT_CHANGED', { address })
    void refreshBalance(context)
  })
  context.walletListeners.set(namespace, unsubscribe)
}
