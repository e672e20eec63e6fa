import type { Call, CallsStatus, SendCallsResult } from '../adapter/calls.ts'
import { FoyerError } from '../errors/errors.ts'
import type { ChainNamespace } from '../types/network.ts'
import type { FlowContext } from './context.ts'

// EIP-5792 through the connected wallet of a namespace (default: the one shown). A chain without it (its adapter
// has no sendCalls) answers 'The wallet does not support wallet_sendCalls', as a wallet without it does.

function connected(context: FlowContext, namespace: ChainNamespace | undefined) {
  const active = namespace ?? context.chains.store.getState().activeNamespace
  const { address, status } = context.accounts.get(active)
  const adapter = context.adapters.get(active)
  if (status !== 'connected' || !address || !adapter) throw new FoyerError('PROVIDER_NOT_FOUND')
  return { adapter, address, network: context.chains.networkOf(active) }
}

const unsupported = (method: string) => new FoyerError('METHOD_NOT_SUPPORTED', `The wallet does not support ${method}`)

export async function sendCalls(
  context: FlowContext,
  params: { calls: readonly Call[]; capabilities?: Record<string, unknown> },
  namespace?: ChainNamespace,
): Promise<SendCallsResult> {
  const { adapter, address, network } = connected(context, namespace)
  if (!adapter.sendCalls) throw unsupported('wallet_sendCalls')
  return adapter.sendCalls({ ...params, from: address, network })
}

export async function getCallsStatus(
  context: FlowContext,
  id: string,
  namespace?: ChainNamespace,
): Promise<CallsStatus> {
  const { adapter } = connected(context, namespace)
  if (!adapter.getCallsStatus) throw unsupported('wallet_getCallsStatus')
  return adapter.getCallsStatus(id)
}

export async function getCapabilities(context: FlowContext, namespace?: ChainNamespace) {
  const { adapter, address, network } = connected(context, namespace)
  if (!adapter.getCapabilities) throw unsupported('wallet_getCapabilities')
  return adapter.getCapabilities({ address, network })
}
