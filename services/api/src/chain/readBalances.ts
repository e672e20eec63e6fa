import { type ContractFunctionParameters, erc20Abi, multicall3Abi } from 'viem'
import type { ListedToken } from './chainDataConfig.ts'
import { MULTICALL3, type ServedChain } from './chainDirectory.ts'

export interface RawBalances {
  native: bigint
  /** Per listed token, in list order; undefined where the contract did not answer. */
  tokens: (bigint | undefined)[]
}

/**
 * The native balance (Multicall3.getEthBalance) and every listed token's balanceOf in ONE eth_call: one round
 * trip to the node whatever the list's length (batchSize 0 keeps viem from splitting the calls).
 */
export async function readBalances(
  chain: ServedChain,
  owner: `0x${string}`,
  tokens: readonly ListedToken[],
): Promise<RawBalances> {
  const contracts: ContractFunctionParameters[] = [
    { address: MULTICALL3, abi: multicall3Abi, functionName: 'getEthBalance', args: [owner] },
    ...tokens.map((token) => ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })),
  ]
  const results = await chain.client.multicall({ allowFailure: true, batchSize: 0, contracts })
  const [native, ...rest] = results
  // A failed getEthBalance means Multicall3 is missing or the node failed: no answer is better than a wrong 0.
  if (native?.status !== 'success') throw new Error(`Could not read balances on ${chain.network}`)
  return {
    native: native.result as bigint,
    tokens: rest.map((result) => (result.status === 'success' ? (result.result as bigint) : undefined)),
  }
}
