// What a wallet fills before it signs: nonce, gas and fees from the chain, the dapp's own values kept.
import { type Hex, hexToBigInt, isHex, numberToHex } from 'viem'
import type { TransactionIntent } from './evmParams.ts'
import type { JsonRpc } from './jsonRpc.ts'

export type FilledTransaction = TransactionIntent & { nonce: number; gas: bigint; chainId: number } & (
    | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
    | { type: 'legacy'; gasPrice: bigint }
  )

async function readQuantity(rpc: JsonRpc, method: string, params: readonly unknown[]): Promise<bigint> {
  const value = await rpc.request(method, params)
  if (typeof value !== 'string' || !isHex(value)) throw new Error(`${method} answered ${String(value)}`)
  return hexToBigInt(value)
}

/** Base fee headroom: twice the latest base fee survives six full blocks in a row (12.5% each). */
const BASE_FEE_MULTIPLIER = 2n

async function fees(rpc: JsonRpc, intent: TransactionIntent) {
  if (intent.gasPrice !== undefined) return { type: 'legacy' as const, gasPrice: intent.gasPrice }
  const block = (await rpc.request('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: Hex } | null
  if (!block?.baseFeePerGas) return { type: 'legacy' as const, gasPrice: await readQuantity(rpc, 'eth_gasPrice', []) }
  const baseFee = hexToBigInt(block.baseFeePerGas)
  const maxPriorityFeePerGas =
    intent.maxPriorityFeePerGas ??
    (await readQuantity(rpc, 'eth_maxPriorityFeePerGas', []).catch(async () => {
      // Nodes without the method: what the legacy price pays above the base fee.
      const gasPrice = await readQuantity(rpc, 'eth_gasPrice', [])
      return gasPrice > baseFee ? gasPrice - baseFee : 0n
    }))
  const maxFeePerGas = intent.maxFeePerGas ?? baseFee * BASE_FEE_MULTIPLIER + maxPriorityFeePerGas
  return { type: 'eip1559' as const, maxFeePerGas, maxPriorityFeePerGas }
}

export async function fillTransaction(
  intent: TransactionIntent,
  from: Hex,
  chainId: number,
  rpc: JsonRpc,
): Promise<FilledTransaction> {
  const nonce = intent.nonce ?? Number(await readQuantity(rpc, 'eth_getTransactionCount', [from, 'pending']))
  const gas =
    intent.gas ??
    (await readQuantity(rpc, 'eth_estimateGas', [
      {
        from,
        ...(intent.to ? { to: intent.to } : {}),
        value: numberToHex(intent.value),
        ...(intent.data ? { data: intent.data } : {}),
      },
    ]))
  return { ...intent, nonce, gas, chainId, ...(await fees(rpc, intent)) }
}
