import type { NativeBalance } from '../adapter/ChainAdapter.ts'
import { isTokenBalancesResponse } from '../api/responseGuards.ts'
import { FoyerError } from '../errors/errors.ts'
import { isNativeToken } from '../rules/sendValidation.ts'
import type { Network } from '../types/network.ts'
import { parseUnits } from '../units/units.ts'
import type { EmbeddedContext } from './embeddedContext.ts'

/**
 * The embedded wallet's native balance, read through the Foyer API (/v1/account/{address}/balance) as token
 * balances are: its frame has no node of its own for the page. An account the API lists no native entry for
 * holds none of it.
 */
export async function embeddedNativeBalance(
  context: EmbeddedContext,
  { address, network }: { address: string; network: Network },
): Promise<NativeBalance> {
  const api = await context.loadApi()
  if (!api) throw new FoyerError('API_UNREACHABLE')
  const { balances } = await api.get(`/v1/account/${encodeURIComponent(address)}/balance`, isTokenBalancesResponse, {
    currency: 'usd',
    chainId: network.caipNetworkId,
  })
  const { decimals, symbol } = network.nativeCurrency
  const native = balances.find((balance) => isNativeToken(balance) && balance.symbol === symbol)
  if (!native) return { value: 0n, decimals, symbol }
  return { value: parseUnits(native.quantity.numeric, decimals), decimals, symbol }
}
