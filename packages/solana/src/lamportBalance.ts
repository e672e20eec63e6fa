import { FoyerError, type NativeBalance, type Network } from '@foyer/core'
import { solanaRpc, toBigInt } from './solanaRpc.ts'

/** Lamports: SOL has 9 decimals on every cluster, whatever a network's description says. */
export const LAMPORT_DECIMALS = 9

/**
 * The account's SOL from the network's own node (getBalance at 'confirmed'), not through the wallet: a read must
 * never wake a wallet prompt. Every digit is kept: a u64 of lamports can pass 2^53.
 */
export async function lamportBalance(
  params: { address: string; network: Network },
  fetchFn: typeof fetch,
): Promise<NativeBalance> {
  const { address, network } = params
  try {
    const { value } = await solanaRpc(network, fetchFn)<{ value: unknown }>('getBalance', [
      address,
      { commitment: 'confirmed' },
    ])
    return { value: toBigInt(value), decimals: LAMPORT_DECIMALS, symbol: network.nativeCurrency.symbol }
  } catch (error) {
    if (error instanceof FoyerError) throw error
    throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', undefined, { cause: error })
  }
}
