import { FRAME_DEFAULT_CHAIN_ID } from '@foyer/protocol/frame-constants'
import type { StoreApi } from 'zustand/vanilla'
import type { AlertsController } from '../controllers/alertsController.ts'
import type { FlowContext } from '../flows/context.ts'
import type { ChainNamespace } from '../types/network.ts'
import type { EmbeddedState, EmbeddedWalletHost } from './embeddedTypes.ts'

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

/** The EVM chain the frame works on: the last one used by the embedded wallet, else the dapp's, else SPEC §9's 1. */
export function frameChainId(context: FlowContext): number {
  const last = context.storage.lastUsedChain.get()
  if (last?.startsWith('eip155:')) return Number(last.slice('eip155:'.length))
  const evm = context.adapters.has('eip155') ? context.chains.networkOf('eip155') : undefined
  return evm ? Number(evm.id) : FRAME_DEFAULT_CHAIN_ID
}
