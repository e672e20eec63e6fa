import type { TokenBalance } from '../api/apiTypes.ts'
import { isTokenBalancesResponse } from '../api/responseGuards.ts'
import { FoyerError } from '../errors/errors.ts'
import { activeAccountKey, walletDiscoversAssets } from './activeAccount.ts'
import { apiCaches } from './apiCaches.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { BALANCE_RETRY_MS } from './balance.ts'
import { fetchIdentity } from './receiverProfile.ts'
import { walletAssetBalances } from './walletAssetBalances.ts'

/**
 * Token balances of the connected account from /v1/account/{address}/balance, cached 30 s. A failure
 * blocks retries for 30 s (SPEC §4) and shows 'Token Balance Unavailable' (SPEC §8), as does a network
 * without balances. Tokens with 0 decimals are dropped (SPEC §5).
 */
export async function refreshTokenBalances(
  context: ApiFlowContext,
  now: () => number = Date.now,
  options: { forceUpdate?: boolean } = {},
): Promise<void> {
  const { api, tokens, accounts } = context
  const active = activeAccountKey(context)
  if (!api || !active) return
  const { key, network, address } = active
  const namespace = network.chainNamespace
  if (tokens.store.getState().key !== key) tokens.reset()
  tokens.update({ key })
  const isCurrent = () => tokens.store.getState().key === key
  const show = (tokenBalance: TokenBalance[]) => {
    if (isCurrent()) accounts.update(namespace, { tokenBalance })
  }
  // SPEC §9: balances exist where the chain's adapter says the API serves them (EVM and Solana).
  if (!context.adapters.get(namespace)?.chain.api.tokenBalances) {
    show([])
    return tokens.update({ error: new FoyerError('TOKEN_BALANCE_UNAVAILABLE') })
  }
  const { lastRetry } = tokens.store.getState()
  if (lastRetry !== undefined && now() - lastRetry < BALANCE_RETRY_MS) return
  const cache = apiCaches(context).balances
  // The wallet's list and the API's are kept apart: capabilities read after connecting switch one for the other.
  const cacheKey = walletDiscoversAssets(context, network) ? `${key}:wallet` : key
  const cached = options.forceUpdate ? undefined : cache.get(cacheKey)
  if (cached) {
    show(cached)
    return tokens.update({ error: undefined, loading: false })
  }

  tokens.update({ loading: true })
  const fromApi = async () => {
    const { balances } = await api.get(`/v1/account/${encodeURIComponent(address)}/balance`, isTokenBalancesResponse, {
      currency: 'usd',
      chainId: network.caipNetworkId,
      // SPEC §7 forceUpdate: after a transaction the API's own 30 s cache is stale too.
      ...(options.forceUpdate ? { forceUpdate: 'true' } : {}),
    })
    return balances
      .filter((balance) => Number(balance.quantity.decimals) !== 0)
      .map((balance) => (balance.iconUrl ? { ...balance, iconUrl: api.imageUrl(balance.iconUrl) } : balance))
  }
  try {
    // EIP-7811: a wallet that discovers assets lists them itself (SPEC §7); the API is the fallback.
    const kept = (await walletAssetBalances(context, active, fromApi)) ?? (await fromApi())
    cache.set(cacheKey, kept)
    show(kept)
    if (isCurrent()) tokens.update({ loading: false, error: undefined, lastRetry: undefined })
  } catch (error) {
    console.warn('[foyer] could not load token balances', error)
    if (isCurrent()) {
      show([])
      tokens.update({
        loading: false,
        error: new FoyerError('TOKEN_BALANCE_UNAVAILABLE', undefined, { cause: error }),
        lastRetry: now(),
      })
    }
  }
}

/** The account's name and avatar from /v1/identity/{address}, cached 5 min; a failure leaves it unknown. */
export async function refreshIdentity(context: ApiFlowContext): Promise<void> {
  const { api } = context
  const active = activeAccountKey(context)
  if (!api || !active) return
  if (!context.adapters.get(active.network.chainNamespace)?.chain.api.identity) return
  const cache = apiCaches(context).identity
  try {
    const identity = cache.get(active.address) ?? (await fetchIdentity(context, api, active.address))
    cache.set(active.address, identity)
    if (activeAccountKey(context)?.key !== active.key) return
    context.accounts.update(active.network.chainNamespace, {
      profileName: identity.name ?? undefined,
      profileImage: identity.avatar ?? undefined,
    })
  } catch (error) {
    console.warn('[foyer] could not load the account identity', error)
  }
}
