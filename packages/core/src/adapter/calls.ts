import type { Network } from '../types/network.ts'

// EIP-5792 (wallet_sendCalls, wallet_getCallsStatus) as core and the hooks see it, chain-agnostic: values are
// bigints and hex data strings; the adapter turns them into its wallet's JSON-RPC.

/** One call of a batch (SPEC §3 wallet_sendCalls: `to` starting 0x, optional data starting 0x, optional value). */
export interface Call {
  to: string
  data?: string
  value?: bigint
}

export interface SendCallsRequest {
  calls: readonly Call[]
  /** The sender: the connected address. */
  from: string
  network: Network
  /** EIP-5792 capabilities asked of the wallet (paymaster service, atomic…), passed as they are. */
  capabilities?: Record<string, unknown>
}

export interface SendCallsResult {
  /** The batch's id, for wallet_getCallsStatus. */
  id: string
  capabilities?: Record<string, unknown>
}

export interface CallsReceipt {
  transactionHash: string
  status: 'success' | 'reverted'
  blockNumber?: bigint
}

/** EIP-5792 status: pending until the wallet says the batch landed or failed. */
export interface CallsStatus {
  status: 'pending' | 'success' | 'failure'
  /** The wallet's own status code (100 pending, 200 confirmed, 4xx/5xx failed, 600 partly). */
  statusCode: number
  atomic?: boolean
  receipts: readonly CallsReceipt[]
}

/** EIP-5792 over the connected wallet, as an adapter offers it. */
export interface WalletCalls {
  sendCalls(request: SendCallsRequest): Promise<SendCallsResult>
  getCallsStatus(id: string): Promise<CallsStatus>
  getCapabilities(params: { address: string; network: Network }): Promise<Record<string, unknown>>
  /** EIP-7811 wallet_getAssets: what the wallet says `address` holds on `network` (native and ERC-20). */
  getAssets(params: { address: string; network: Network }): Promise<WalletAsset[]>
}

/** One asset of an EIP-7811 answer, as core sees it: `address` 'native' for the network's own currency. */
export interface WalletAsset {
  address: string
  type: 'native' | 'erc20'
  balance: bigint
  name: string
  symbol: string
  decimals: number
}
