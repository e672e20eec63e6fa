import { isIdentity } from '../api/responseGuards.ts'
import { FoyerError, HttpStatusError } from '../errors/errors.ts'
import { isProfileAccount } from '../rules/historyResponse.ts'
import { isEvmAddress } from '../validation/addresses.ts'
import { apiCaches } from './apiCaches.ts'
import type { ApiFlowContext } from './apiContext.ts'

export interface ReceiverProfile {
  address: string
  name?: string
  avatar?: string
}

/** SLIP-44 coin type of Ethereum: the key of an EVM address in a registered name's addresses. */
const EVM_COIN_TYPE = '60'

/**
 * A registered name's EVM address from /v1/profile/account/{name} (SPEC §7); undefined when no such name
 * is registered. Any other failure is 'Error resolving name' (SPEC §8).
 */
export async function resolveName(context: ApiFlowContext, name: string): Promise<ReceiverProfile | undefined> {
  const { api } = context
  if (!api) return undefined
  try {
    const profile = await api.get(`/v1/profile/account/${encodeURIComponent(name)}`, isProfileAccount)
    const address = profile.addresses[EVM_COIN_TYPE]?.address
    if (!address || !isEvmAddress(address)) return undefined
    const avatar = profile.attributes?.avatar
    return { address, name: profile.name, ...(avatar ? { avatar } : {}) }
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) return undefined
    throw new FoyerError('ERROR_RESOLVING_NAME', undefined, { cause: error })
  }
}

/** An address's name and avatar from /v1/identity (cached 5 min); nothing when unknown or unreachable. */
export async function lookupIdentity(
  context: ApiFlowContext,
  address: string,
): Promise<{ name?: string; avatar?: string }> {
  const { api } = context
  if (!api) return {}
  const cache = apiCaches(context).identity
  try {
    const identity = cache.get(address) ?? (await api.get(`/v1/identity/${encodeURIComponent(address)}`, isIdentity))
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
