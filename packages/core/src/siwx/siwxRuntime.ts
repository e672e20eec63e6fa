import { apiClientFromOptions } from '../api/apiClient.ts'
import { FoyerError } from '../errors/errors.ts'
import type { FlowContext } from '../flows/context.ts'
import type { StoredItem } from '../storage/storedItems.ts'
import type { CaipNetworkId } from '../types/network.ts'
import { isCaipNetworkId, parseCaipNetworkId } from '../validation/caip.ts'
import { createApiSiwxStorage } from './apiSiwxStorage.ts'
import { createLocalSiwxStorage } from './localSiwxStorage.ts'
import { createSiwxMessenger } from './siwxMessenger.ts'
import { isSiwxSessionList } from './siwxSessionGuard.ts'
import type { SameAddress } from './siwxSessions.ts'
import type { SiwxConfig, SiwxMessenger, SiwxStorage, SiwxVerifier } from './siwxTypes.ts'

export interface SiwxRuntime {
  config: SiwxConfig
  messenger: SiwxMessenger
  storage: SiwxStorage
  api: ReturnType<typeof apiClientFromOptions>
  /** SPEC §4: the network last signed in on, where a cancelled required sign-in goes back to. */
  lastNetwork: StoredItem<CaipNetworkId>
}

const runtimes = new WeakMap<FlowContext, SiwxRuntime>()

const isNonceAnswer = (value: unknown): value is { nonce: string } =>
  typeof value === 'object' && value !== null && typeof (value as { nonce?: unknown }).nonce === 'string'

/**
 * The sign-in parts for a client, from its options: the dapp's own messenger/storage/verifiers where given,
 * else nonces and sessions from the Foyer API when one is configured, else this browser's storage verified by
 * the adapters' verifiers. Throws 'SIWX is not enabled' without a `siwx` option (SPEC §5).
 */
export function siwxRuntime(context: FlowContext): SiwxRuntime {
  const known = runtimes.get(context)
  if (known) return known
  const config = context.options.siwx
  if (!config) throw new FoyerError('SIWX_NOT_ENABLED')
  const api = apiClientFromOptions(context.options, context.logger)
  const item = context.storage.item('siwxSessions', isSiwxSessionList)
  const verifiers: SiwxVerifier[] = [
    ...(config.verifiers ?? []),
    ...[...context.adapters.values()].flatMap((adapter) => (adapter.siwxVerifier ? [adapter.siwxVerifier] : [])),
  ]
  // Each chain's rule, from its adapter: EVM addresses are one account however they are cased.
  const sameAddress: SameAddress = (chainId, a, b) => {
    const chain = context.adapters.get(parseCaipNetworkId(chainId).namespace)?.chain
    if (!chain?.isAddress(a) || !chain.isAddress(b)) return a === b
    return chain.normalizeAddress(a) === chain.normalizeAddress(b)
  }
  const runtime: SiwxRuntime = {
    config,
    api,
    lastNetwork: context.storage.item('siwxLastNetwork', isCaipNetworkId),
    messenger:
      config.messenger ??
      createSiwxMessenger({
        statement: config.statement,
        expiresInMs: config.expiresInMs,
        ...(api
          ? { getNonce: async () => (await api.send('POST', '/v1/sessions/nonces', isNonceAnswer, { body: {} })).nonce }
          : {}),
      }),
    storage:
      config.storage ??
      (api
        ? createApiSiwxStorage({ api, item, sameAddress })
        : createLocalSiwxStorage({ item, verifiers, networks: context.options.networks, sameAddress })),
  }
  runtimes.set(context, runtime)
  return runtime
}
