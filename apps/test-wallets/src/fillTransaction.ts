import { type Address, type Hex, isAddress, type TransactionSerializable } from 'viem'
import { invalidParams } from './rpcError.ts'

/** An `eth_sendTransaction` parameter as dapps send it: quantities as hex strings. */
export interface TransactionRequestJson {
  from?: Address
  to?: Address | null
  value?: Hex
  data?: Hex
  input?: Hex
  gas?: Hex
  nonce?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

type Rpc = <T>(method: string, params: unknown[]) => Promise<T>

const toBigInt = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))

/** Fills what the dapp left out the way a wallet does: nonce, gas and fees from the chain's node. */
export async function fillTransaction(
  request: TransactionRequestJson,
  { from, chainId, rpc }: { from: Address; chainId: number; rpc: Rpc },
): Promise<TransactionSerializable> {
  const data = request.data ?? request.input
  if (request.to !== undefined && request.to !== null && !isAddress(request.to, { strict: false })) {
    throw invalidParams(`Invalid "to" address: ${request.to}`)
  }
  const to = request.to ?? undefined
  const value = toBigInt(request.value) ?? 0n
  const [nonce, gas] = await Promise.all([
    request.nonce !== undefined
      ? Number(request.nonce)
      : rpc<Hex>('eth_getTransactionCount', [from, 'pending']).then((count) => Number(count)),
    request.gas !== undefined
      ? BigInt(request.gas)
      : rpc<Hex>('eth_estimateGas', [{ from, to, value: request.value, data }]).then(BigInt),
  ])
  const base = { chainId, to, value, data, nonce, gas }

  if (request.gasPrice !== undefined) return { ...base, type: 'legacy', gasPrice: BigInt(request.gasPrice) }

  const block = await rpc<{ baseFeePerGas?: Hex | null }>('eth_getBlockByNumber', ['latest', false])
  if (block.baseFeePerGas === undefined || block.baseFeePerGas === null) {
    return { ...base, type: 'legacy', gasPrice: BigInt(await rpc<Hex>('eth_gasPrice', [])) }
  }
  const maxPriorityFeePerGas =
    toBigInt(request.maxPriorityFeePerGas) ?? BigInt(await rpc<Hex>('eth_maxPriorityFeePerGas', []))
  // Twice the base fee (as ethers does) keeps the transaction valid while the base fee climbs for a few blocks.
  const maxFeePerGas = toBigInt(request.maxFeePerGas) ?? BigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas
  return { ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
}
