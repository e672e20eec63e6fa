import { FoyerError, type Network, type TokenMetadata } from '@foyer/core'
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, multicall3Abi } from 'viem'
import { networkRpc } from './networkRpc.ts'

// SPEC §7: "A multicall reads a token's name, symbol, balanceOf, decimals". One eth_call to the network's
// Multicall3 (SPEC §3 `contracts.multicall3`), through the network's own node: the wallet is never woken.
// Loaded with the first token a visitor pastes into Send, so viem's ABI code stays out of the page.

const READS = ['name', 'symbol', 'decimals', 'balanceOf'] as const
type Read = (typeof READS)[number]

const callData = (read: Read, owner: Hex): Hex =>
  read === 'balanceOf'
    ? encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    : encodeFunctionData({ abi: erc20Abi, functionName: read })

function decoded(read: Read, data: Hex): string | number | bigint {
  return decodeFunctionResult({ abi: erc20Abi, functionName: read, data }) as string | number | bigint
}

/** Each read's raw answer, or undefined where the contract reverted: through Multicall3 when the network has one. */
async function rawReads(
  rpc: ReturnType<typeof networkRpc>,
  token: Hex,
  owner: Hex,
  multicall: Hex | undefined,
): Promise<(Hex | undefined)[]> {
  if (!multicall) {
    // A network without Multicall3 (a fresh private chain): the four reads go one by one.
    return Promise.all(
      READS.map((read) =>
        rpc<Hex>('eth_call', [{ to: token, data: callData(read, owner) }, 'latest']).catch(() => undefined),
      ),
    )
  }
  const data = encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [READS.map((read) => ({ target: token, allowFailure: true, callData: callData(read, owner) }))],
  })
  const answer = await rpc<Hex>('eth_call', [{ to: multicall, data }, 'latest'])
  const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: answer })
  return results.map((result) => (result.success && result.returnData !== '0x' ? result.returnData : undefined))
}

/**
 * The ERC-20 at `address` as `owner` holds it. An address that is no ERC-20 (no code, a revert, an answer that
 * does not decode) is 'This address is not a token contract'; a node that cannot be reached is its own error.
 */
export async function readTokenMetadata(
  params: { address: string; owner: string; network: Network },
  fetchFn: typeof fetch,
): Promise<TokenMetadata> {
  const rpc = networkRpc(params.network, fetchFn)
  const token = params.address as Hex
  const raw = await rawReads(rpc, token, params.owner as Hex, params.network.contracts?.multicall3?.address)
  try {
    const [name, symbol, decimals, balance] = READS.map((read, index) => {
      const data = raw[index]
      if (!data) throw new Error(`${read} reverted`)
      return decoded(read, data)
    })
    if (typeof name !== 'string' || typeof symbol !== 'string' || typeof decimals !== 'number') {
      throw new Error('unexpected types')
    }
    if (typeof balance !== 'bigint') throw new Error('unexpected balance')
    return { name, symbol, decimals, balance }
  } catch (error) {
    throw new FoyerError('NOT_A_TOKEN', undefined, { cause: error })
  }
}
