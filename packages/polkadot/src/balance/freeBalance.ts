import { FoyerError, type NativeBalance, type Network } from '@foyer/core'
import { decodeSs58 } from '../ss58/ss58.ts'
import { substrateRpc } from './substrateRpc.ts'
import { freeBalanceOf, systemAccountKey } from './systemAccount.ts'

/**
 * The account's free balance of the native token, read from System.Account with one state_getStorage on the
 * network's own node: no metadata download, no client library. Any failure is a catalogue error (a status is
 * 'HTTP status code: {status}', no answer or a wrong one 'Token Balance Unavailable'), never a zero.
 */
export async function freeBalance(
  params: { address: string; network: Network },
  fetchFn: typeof fetch,
): Promise<NativeBalance> {
  const { address, network } = params
  const decoded = decodeSs58(address)
  if (!decoded) throw new FoyerError('INVALID_ADDRESS', undefined, { detail: `${address} is no SS58 address` })
  try {
    const storage = await substrateRpc(network, 'state_getStorage', [systemAccountKey(decoded.accountId)], fetchFn)
    const { decimals, symbol } = network.nativeCurrency
    return { value: freeBalanceOf(storage), decimals, symbol }
  } catch (error) {
    if (error instanceof FoyerError) throw error
    const detail = error instanceof Error ? error.message : undefined
    throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', undefined, { cause: error, ...(detail ? { detail } : {}) })
  }
}
