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

const isActive = (context: FlowContext, namespace: ChainNamespace) =>
  context.chains.store.getState().activeNamespace === namespace

/** Remembers the namespace's network and the one shown, so a reload restores each namespace on its own. */
function rememberNetworks(context: FlowContext): void {
  const { networkIds, activeNamespace, activeCaipNetworkId } = context.chains.store.getState()
  context.storage.networkIds.set(networkIds)
  context.storage.activeNamespace.set(activeNamespace)
  context.storage.activeNetworkId.set(activeCaipNetworkId)
}

/** Selects `network` for its namespace (the active namespace stays); the namespace's account follows it. */
export function selectNetwork(context: FlowContext, network: Network): void {
  context.chains.setNetwork(network)
  rememberNetworks(context)
  const { address } = context.accounts.get(network.chainNamespace)
  if (address) {
    context.accounts.setAddress(network.chainNamespace, address, toCaipAddress(network.caipNetworkId, address))
  }
}

/** Selects `network` and shows its namespace: the visitor or the dapp chose it. */
export function setActiveNetwork(context: FlowContext, network: Network): void {
  context.chains.setActiveNamespace(network.chainNamespace)
  selectNetwork(context, network)
}

/** Shows `namespace`: the visitor or the dapp chose it. */
export function setActiveNamespace(context: FlowContext, namespace: ChainNamespace): void {
  context.chains.setActiveNamespace(namespace)
  rememberNetworks(context)
}

/**
 * The wallet of `namespace` is on `chainId`: follow it when the dapp lists it, else say so (SPEC §2
 * UnsupportedChain) — only that namespace moves, and only the active one opens the modal.
 */
export function followWalletChain(context: FlowContext, namespace: ChainNamespace, chainId: number | string): void {
  const network = networkForChain(context, namespace, chainId)
  if (network) {
    const wasUnsupported = context.chains.store.getState().unsupported[namespace] !== undefined
    selectNetwork(context, network)
    context.events.emit('SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
    const showingUnsupported = context.router.store.getState().view === 'UnsupportedChain'
    if (wasUnsupported && showingUnsupported && isActive(context, namespace)) closeModal(context)
    void refreshBalance(context, { namespace })
    return
  }
  context.chains.setUnsupported(namespace, chainId)
  const { enableNetworkSwitch, allowUnsupportedChain } = context.options
  const opens = showsUnsupportedChain({ enableNetworkSwitch, allowUnsupportedChain, isSupported: false })
  if (opens && isActive(context, namespace)) openModal(context, { view: 'UnsupportedChain' })
}

/**
 * Records a wallet as connected on `namespace` and starts listening to it. `activate`: the visitor just chose
 * this wallet, so its namespace is the one shown; a restored connection leaves the shown namespace as it was.
 */
export function applyConnection(
  context: FlowContext,
  namespace: ChainNamespace,
  connectorId: string,
  result: ConnectResult,
  options: { activate: boolean },
): void {
  const { chain } = adapterFor(context, namespace)
  const network = networkForChain(context, namespace, result.chainId) ?? context.chains.networkOf(namespace)
  const accounts = result.accounts.map((account) => ({ address: chain.normalizeAddress(account.address) }))
  const address = chain.normalizeAddress(result.accounts[0].address)
  context.accounts.setConnected(namespace, {
    connectorId,
    address,
    caipAddress: toCaipAddress(network.caipNetworkId, address),
    // Said anew by each connection, so a wallet connected after a Safe does not inherit its queue.
    queuesTransactions: result.queuesTransactions,
  })
  context.storage.connectedConnectorIds.set(namespace, connectorId)
  const login = loginOf(context, namespace, connectorId)
  context.connections.keep({ connectorId, accounts, caipNetworkId: network.caipNetworkId, ...(login ? { login } : {}) })
  listenToWallet(context, namespace)
  if (options.activate) setActiveNamespace(context, namespace)
  followWalletChain(context, namespace, result.chainId)
  // After the network is selected, which starts the address-bound fields (smartAccountDeployed) over.
  recordAccounts(context, namespace, result)
  context.readCapabilities?.(namespace)
}

/** The granted accounts with their types (SPEC §3 user; an embedded wallet's eoa and smart account), in use first. */
export function recordAccounts(
  context: FlowContext,
  namespace: ChainNamespace,
  result: Pick<ConnectResult, 'accounts' | 'smartAccountDeployed'>,
): void {
  const { chain } = adapterFor(context, namespace)
  const { user } = context.accounts.get(namespace)
  const accounts = result.accounts.map(({ type, address }) => ({ type, address: chain.normalizeAddress(address) }))
  context.accounts.update(namespace, {
    user: { ...user, accounts },
    smartAccountDeployed: result.smartAccountDeployed,
  })
}

/** An embedded (AUTH) connection's login, so that connecting it again re-runs it: its social provider, else email. */
function loginOf(context: FlowContext, namespace: ChainNamespace, connectorId: string): string | undefined {
  if (context.connectors.find(connectorId, namespace)?.type !== 'AUTH') return undefined
  return context.storage.socialProvider.get() ?? 'email'
}

/**
 * Forgets the connection in use on `namespace` locally, whoever ended it; it stays listed in ProfileWallets to be
 * connected again. Another wallet the visitor keeps on the namespace takes over (`takeOver`, unless every
 * connection is ending); else, when it was the namespace shown and another is still connected, that one is shown:
 * the visitor keeps seeing a wallet they have.
 */
export function clearConnection(
  context: FlowContext,
  namespace: ChainNamespace,
  options: { takeOver?: boolean } = {},
): void {
  const { connectorId } = context.accounts.get(namespace)
  context.walletListeners.get(namespace)?.()
  context.walletListeners.delete(namespace)
  context.accounts.reset(namespace)
  context.chains.setUnsupported(namespace, undefined)
  context.storage.connectedConnectorIds.set(namespace, undefined)
  if (connectorId) context.connections.markDisconnected(connectorId)
  context.events.emit('DISCONNECT_SUCCESS', { connectorId })
  const others = context.connections.liveOf(namespace).map((kept) => kept.connectorId)
  if (options.takeOver === false || others.length === 0) {
    showAnotherNamespace(context, namespace)
    return
  }
  // Reconnecting at once, so the modal stays open on the wallet taking over.
  context.accounts.setStatus(namespace, 'reconnecting')
  void restoreHeldConnection(context, namespace, others, { activate: false }).then((tookOver) => {
    if (tookOver) return
    context.accounts.setStatus(namespace, 'disconnected')
    showAnotherNamespace(context, namespace)
  })
}

function showAnotherNamespace(context: FlowContext, namespace: ChainNamespace): void {
  if (!isActive(context, namespace)) return
  const stillConnected = [...context.adapters.keys()].find((other) => context.accounts.isConnected(other))
  if (stillConnected) setActiveNamespace(context, stillConnected)
}

/**
 * Reconnects silently the first of the namespace's wallets `connectorIds` that still grants the site, making it the
 * one in use (SPEC §4 switching connections); each that no longer does is marked disconnected. Resolves to whether
 * one did.
 */
export async function restoreHeldConnection(
  context: FlowContext,
  namespace: ChainNamespace,
  connectorIds: readonly string[],
  options: { activate: boolean },
): Promise<boolean> {
  for (const connectorId of connectorIds) {
    const result = await adapterFor(context, namespace)
      .reconnect({
        connectorId,
        network: context.chains.networkOf(namespace),
        timeoutMs: context.options.injectedWaitMs,
        preferredAccountType: context.accounts.get(namespace).preferredAccountType,
      })
      .catch(() => undefined)
    if (result) {
      applyConnection(context, namespace, connectorId, result, options)
      return true
    }
    context.connections.markDisconnected(connectorId)
  }
  return false
}

/** A wallet held beside the one in use reported news: only its own connection changes. */
function followHeldWallet(
  context: FlowContext,
  namespace: ChainNamespace,
  event: AdapterEvent & { connectorId: string },
) {
  if (event.type === 'disconnect') return context.connections.markDisconnected(event.connectorId)
  if (event.type !== 'accountsChanged') return
  const { chain } = adapterFor(context, namespace)
  if (event.addresses.length === 0) return context.connections.markDisconnected(event.connectorId)
  context.connections.setAccounts(
    event.connectorId,
    namespace,
    event.addresses.map((address) => chain.normalizeAddress(address)),
  )
}

function listenToWallet(context: FlowContext, namespace: ChainNamespace): void {
  context.walletListeners.get(namespace)?.()
  const adapter = adapterFor(context, namespace)
  const unsubscribe = adapter.subscribe((event: AdapterEvent) => {
    const { connectorId } = event
    if (connectorId !== undefined && connectorId !== context.accounts.get(namespace).connectorId) {
      return followHeldWallet(context, namespace, { ...event, connectorId })
    }
    if (event.type === 'disconnect') return clearConnection(context, namespace)
    if (event.type === 'chainChanged') return followWalletChain(context, namespace, event.chainId)
    const [first] = event.addresses
    if (!first) return clearConnection(context, namespace)
    const address = adapter.chain.normalizeAddress(first)
    const network = context.chains.networkOf(namespace)
    context.accounts.setAddress(namespace, address, toCaipAddress(network.caipNetworkId, address))
    const { accounts, smartAccountDeployed } = event
    if (accounts) recordAccounts(context, namespace, { accounts, smartAccountDeployed })
    context.events.emit('ACCOUNT_CHANGED', { address })
    void refreshBalance(context, { namespace })
  })
  context.walletListeners.set(namespace, unsubscribe)
}
