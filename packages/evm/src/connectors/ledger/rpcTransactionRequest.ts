import { type AccessList, type Address, type Hex, hexToBigInt, hexToNumber, isAddress } from 'viem'

/** A dapp's eth_sendTransaction object, every quantity hex-encoded as JSON-RPC sends it. */
export interface RpcTransactionRequest {
  from?: string
  to?: string | null
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
  accessList?: AccessList
}

/** The fields the dapp gave, as viem takes them; what it left out viem asks the network's node for. */
export interface TransactionFields {
  to?: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  accessList?: AccessList
}

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

export function fromRpcTransactionRequest(request: RpcTransactionRequest): TransactionFields {
  if (request.to && !isAddress(request.to, { strict: false })) throw new Error(`Not an address: ${request.to}`)
  const fields: TransactionFields = {
    to: request.to ? (request.to as Address) : undefined,
    data: request.data ?? request.input,
    value: quantity(request.value),
    gas: quantity(request.gas),
    gasPrice: quantity(request.gasPrice),
    maxFeePerGas: quantity(request.maxFeePerGas),
    maxPriorityFeePerGas: quantity(request.maxPriorityFeePerGas),
    nonce: request.nonce === undefined ? undefined : hexToNumber(request.nonce),
    accessList: request.accessList,
  }
  // viem reads a field that is present but undefined as given: leave out what the dapp did not give.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as TransactionFields
}
