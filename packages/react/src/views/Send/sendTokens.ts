import type { Network, TokenBalance } from '@foyer/core'
import { formatUsd as formatUsdIn } from '../../i18n/intlFormats.ts'

/** The network's own currency as a token the send form can offer beside the API's tokens. */
export function nativeToken(network: Network, balance: string | undefined): TokenBalance {
  return {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    address: 'native',
    quantity: { decimals: network.nativeCurrency.decimals, numeric: balance ?? '0' },
  }
}

export const isNativeToken = (token: TokenBalance) => !token.address || token.address === 'native'

/** A stable key for a token in a list or a <select>. */
export const tokenKey = (token: TokenBalance) => (isNativeToken(token) ? 'native' : `${token.chainId}:${token.address}`)

export const formatUsd = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? formatUsdIn(value) : undefined
