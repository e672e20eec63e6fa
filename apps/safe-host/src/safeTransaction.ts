import {
  type Address,
  concatHex,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hashTypedData,
  size,
  zeroAddress,
} from 'viem'

/** A Safe transaction as the Safe hashes, signs and executes it (Safe 1.3+ SafeTx). */
export interface SafeTransaction {
  to: Address
  value: bigint
  data: Hex
  /** 0 CALL, 1 DELEGATECALL (a MultiSend batch). */
  operation: 0 | 1
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  nonce: bigint
}

/** One call as the Safe Apps SDK's sendTransactions carries it: value as a decimal or 0x string. */
export interface SafeAppsCall {
  to: string
  value: string
  data: string
}

const SAFE_TX_TYPES = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

const MULTI_SEND_ABI = [
  {
    type: 'function',
    name: 'multiSend',
    stateMutability: 'payable',
    inputs: [{ name: 'transactions', type: 'bytes' }],
    outputs: [],
  },
] as const

/** The Safe's EIP-712 domain: its chain and its own address (Safe 1.3+). */
export const safeDomain = (safe: { chainId: number; address: Address }) =>
  ({ chainId: safe.chainId, verifyingContract: safe.address }) as const

/** The safeTxHash: what the owners sign and what the Safe's getTransactionHash answers for the same fields. */
export function safeTransactionHash(safe: { chainId: number; address: Address }, transaction: SafeTransaction): Hex {
  return hashTypedData({
    domain: safeDomain(safe),
    types: SAFE_TX_TYPES,
    primaryType: 'SafeTx',
    message: transaction,
  })
}

export const SAFE_TX_TYPED_DATA = { types: SAFE_TX_TYPES, primaryType: 'SafeTx' } as const

/**
 * The dapp's calls as one Safe transaction, as the Safe's web app builds it: one call as it is; several as a
 * DELEGATECALL to MultiSendCallOnly with the calls packed (operation, to, value, data length, data).
 */
export function proposal(
  calls: readonly SafeAppsCall[],
  options: { nonce: bigint; safeTxGas?: number | undefined; multiSendCallOnly: Address },
): SafeTransaction {
  const common = {
    safeTxGas: BigInt(options.safeTxGas ?? 0),
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce: options.nonce,
  }
  const single = calls.length === 1 ? calls[0] : undefined
  if (single) {
    return {
      ...common,
      to: single.to as Address,
      value: BigInt(single.value || 0),
      data: (single.data || '0x') as Hex,
      operation: 0,
    }
  }
  const packed = concatHex(
    calls.map((call) => {
      const data = (call.data || '0x') as Hex
      return encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [0, call.to as Address, BigInt(call.value || 0), BigInt(size(data)), data],
      )
    }),
  )
  return {
    ...common,
    to: options.multiSendCallOnly,
    value: 0n,
    data: encodeFunctionData({ abi: MULTI_SEND_ABI, functionName: 'multiSend', args: [packed] }),
    operation: 1,
  }
}
