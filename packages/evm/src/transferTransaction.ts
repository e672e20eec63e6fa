import type { TransferRequest } from '@foyer/core'
import { encodeFunctionData, type Hex, toHex } from 'viem'

const ERC20_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** The eth_sendTransaction parameter of a transfer: a native value, or ERC-20 `transfer(to, amount)` calldata. */
export function transferTransaction(request: TransferRequest): { from: string; to: string; value?: Hex; data?: Hex } {
  if (!request.token) return { from: request.from, to: request.to, value: toHex(request.amount) }
  return {
    from: request.from,
    to: request.token.address,
    data: encodeFunctionData({
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [request.to as Hex, request.amount],
    }),
  }
}
