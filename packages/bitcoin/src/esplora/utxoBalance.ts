import type { NativeBalance, Network } from '@foyer/core'
import { addressUtxos } from './esplora.ts'

/** Bitcoin's unit is the satoshi on every network: 8 decimals, whatever a network's description says. */
export const SATOSHI_DECIMALS = 8

/**
 * The address's balance as wallets show it: the sum of its unspent outputs, mempool ones included (AppKit reads the
 * same list). An API that fails gives its catalogue error, never a zero that is not true.
 */
export async function utxoBalance(
  params: { address: string; network: Network },
  fetchFn: typeof fetch,
): Promise<NativeBalance> {
  const utxos = await addressUtxos(params.network, params.address, fetchFn)
  const value = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  return { value, decimals: SATOSHI_DECIMALS, symbol: params.network.nativeCurrency.symbol }
}
