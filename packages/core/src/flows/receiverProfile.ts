import type { ChainDescription } from '../adapter/ChainAdapter.ts'
import type { ApiClient } from '../api/apiClient.ts'
import type { Identity } from '../api/apiTypes.ts'
import { isIdentity } from '../api/responseGuards.ts'
import { FoyerError, HttpStatusError } from '../errors/errors.ts'
import { isProfileAccount } from '../rules/historyResponse.ts'
import { apiCaches } from './apiCaches.ts'
import type { ApiFlowContext } from './apiContext.ts'

export interface ReceiverProfile {
  address: string
  name?: string
  avatar?: string
}

/** SPEC §7: the profile calls carry `apiVersion`; this client reads version 2 answers. */
export const PROFILE_API_VERSION = '2'

/**
 * A registered name's address on `chain` from /v1/profile/account/{name} (SPEC §7), kept under the chain's
 * SLIP-44 coin type; undefined when no such name is registered or it holds no address of this chain. Any other
 * failure is 'Error resolving name' (SPEC §8).
 */
export async function resolveName(
  context: ApiFlowContext,
  name: string,
  chain: ChainDescription,
): Promise<ReceiverProfile | undefined> {
  const { api } = context
  if (!api) return undefined
  const cache = apiCaches(context).names
  const key = name.toLowerCase()
  try {
    const profile =
      cache.get(key) ??
      (await api.get(`/v1/profile/account/${encodeURIComponent(name)}`, isProfileAccount, {
        apiVersion: PROFILE_API_VERSION,
      }))
    cache.set(key, profile)
    const address = chain.nameCoinType === undefined ? undefined : profile.addresses[chain.nameCoinType]?.address
    if (!address || !chain.isAddress(address)) return undefined
    const avatar = profile.attributes?.avatar
    return { address: chain.normalizeAddress(address), name: profile.name, ...(avatar ? { avatar } : {}) }
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return undefined
    throw new FoyerError('ERROR_RESOLVING_NAME', undefined, { cause: error })
  }
}

/**
 * SPEC §7 GET /v1/identity/{address} with `sender`: the connected account that asks, when there is one, so the
 * name service can attribute and limit lookups.
 */
export function fetchIdentity(context: ApiFlowContext, api: ApiClient, address: string): Promise<Identity> {
  const namespace = context.chains.store.getState().activeNamespace
  const { status, address: sender } = context.accounts.get(namespace)
  const query = status === 'connected' && sender ? { sender } : {}
  return api.get(`/v1/identity/${encodeURIComponent(address)}`, isIdentity, query)
}

/** An address's name and avatar from /v1/identity (cached 5 min); nothing when unknown or unreachable. */
export async function lookupIdentity(
  context: ApiFlowContext,
  address: string,
): Promise<{ name?: string; avatar?: string }> {
  const { api } = context
  if (!api) return {}
  // The receiver is on the active network's chain; the API names only chains whose adapter says it does.
  const namespace = context.chains.store.getState().activeNamespace
  if (!context.adapters.get(namespace)?.chain.api.identity) return {}
  const cache = apiCaches(context).identity
  try {
    const identity = cache.get(address) ?? (await fetchIdentity(context, api, address))
    cache.set(address, identity)
    return {
      ...(identity.name ? { name: identity.name } : {}),
      ...(identity.avatar ? { avatar: identity.avatar } : {}),
    }
  } catch (error) {
    console.warn('[foyer] could not look up the receiver', error)
    return {}
  }
}
