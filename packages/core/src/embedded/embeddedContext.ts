import { FRAME_DEFAULT_CHAIN_ID } from '@foyer/protocol/frame-constants'
import type { StoreApi } from 'zustand/vanilla'
import type { AlertsController } from '../controllers/alertsController.ts'
import type { FlowContext } from '../flows/context.ts'
import type { ChainNamespace, Network } from '../types/network.ts'
import { type EmbeddedState, type EmbeddedWalletHost, FRAME_CHAIN_NAMESPACE } from './embeddedTypes.ts'

/** What the embedded wallet's flows touch beside the rest. */
export interface EmbeddedContext extends FlowContext {
  embedded: StoreApi<EmbeddedState>
  embeddedWallet: EmbeddedWalletHost
  alerts: AlertsController
  /** The Foyer API's client once its chunk is loaded; undefined without an API. */
  loadApi(): Promise<import('../api/apiClient.ts').ApiClient | undefined>
}

/** The namespaces whose adapter offers the embedded wallet's AUTH connector, the one shown first. */
export function authNamespaces(context: EmbeddedContext): ChainNamespace[] {
  const { connectorId } = context.embeddedWallet
  const offering = [...context.adapters.keys()].filter(
    (namespace) => context.connectors.find(connectorId, namespace)?.type === 'AUTH',
  )
  const { activeNamespace } = context.chains.store.getState()
  return offering.sort((a, b) => Number(b === activeNamespace) - Number(a === activeNamespace))
}

/** Whether any namespace is connected through the embedded wallet. */
export function isConnectedThroughEmbedded(context: EmbeddedContext): boolean {
  return [...context.adapters.keys()].some(
    (namespace) =>
      context.accounts.isConnected(namespace) &&
      context.accounts.get(namespace).connectorId === context.embeddedWallet.connectorId,
  )
}

/** The dapp's network in the frame's namespace, when the dapp has an adapter for it. */
export function frameNetwork(context: FlowContext): Network | undefined {
  return context.adapters.has(FRAME_CHAIN_NAMESPACE) ? context.chains.networkOf(FRAME_CHAIN_NAMESPACE) : undefined
}

/** The chain the frame works on: the last one used by the embedded wallet, else the dapp's, else SPEC §9's 1. */
export function frameChainId(context: FlowContext): number {
  const last = context.storage.lastUsedChain.get()
  const prefix = `${FRAME_CHAIN_NAMESPACE}:`
  if (last?.startsWith(prefix)) return Number(last.slice(prefix.length))
  const network = frameNetwork(context)
  return network ? Number(network.id) : FRAME_DEFAULT_CHAIN_ID
}
