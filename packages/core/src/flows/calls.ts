import type { Call, CallsStatus, SendCallsResult } from '../adapter/calls.ts'
import { FoyerError } from '../errors/errors.ts'
import type { ChainNamespace } from '../types/network.ts'
import { type CallsStatusCache, createCallsStatusCache } from './callsStatusCache.ts'
import type { FlowContext } from './context.ts'

// EIP-5792 through the connected wallet of a namespace (default: the one shown). A chain without it (its adapter
// has no walletCalls) answers 'The wallet does not support wallet_sendCalls', as a wallet without it does.

async function connected(context: FlowContext, namespace: ChainNamespace | undefined, method: string) {
  const active = namespace ?? context.chains.store.getState().activeNamespace
  const { address, status, connectorId } = context.accounts.get(active)
  const adapter = context.adapters.get(active)
  if (status !== 'connected' || !address || !adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
  if (!adapter.walletCalls) throw new FoyerError('METHOD_NOT_SUPPORTED', undefined, { values: { method } })
  const calls = await adapter.walletCalls()
  return { calls, address, network: context.chains.networkOf(active), wallet: `${active}:${connectorId}:${address}` }
}

// One cache per client: batch ids are the wallet's own, so a key names the namespace, wallet and account too.
const statusCaches = new WeakMap<FlowContext, CallsStatusCache>()

export async function sendCalls(
  context: FlowContext,
  params: { calls: readonly Call[]; capabilities?: Record<string, unknown> },
  namespace?: ChainNamespace,
): Promise<SendCallsResult> {
  const { calls, address, network } = await connected(context, namespace, 'wallet_sendCalls')
  return calls.sendCalls({ ...params, from: address, network })
}

export async function getCallsStatus(
  context: FlowContext,
  id: string,
  namespace?: ChainNamespace,
): Promise<CallsStatus> {
  const { calls, wallet } = await connected(context, namespace, 'wallet_getCallsStatus')
  const cache = statusCaches.get(context) ?? createCallsStatusCache()
  statusCaches.set(context, cache)
  return cache(`${wallet}:${id}`, () => calls.getCallsStatus(id))
}

/** What was read for the connection (SPEC §7, walletCapabilities.ts), else the wallet's answer now. */
export async function getCapabilities(context: FlowContext, namespace?: ChainNamespace) {
  const account = context.accounts.get(namespace ?? context.chains.store.getState().activeNamespace)
  if (account.status === 'connected' && account.capabilities) return account.capabilities
  const { calls, address, network } = await connected(context, namespace, 'wallet_getCapabilities')
  return calls.getCapabilities({ address, network })
}
