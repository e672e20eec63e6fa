// SPEC §6 signing policy of the embedded wallet, shared by the app (which opens ApproveTransaction before it asks)
// and the frame (which refuses on its own whatever the app asked). No zod: the EVM provider reads it.

export type RpcMethodPolicy = 'safe' | 'approve' | 'forbidden'

/** Answered by the frame without asking: reads, chain id, gas estimates, raw sends, capabilities. */
const SAFE_METHODS = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'solana_getAccounts',
  'solana_requestAccounts',
  'getAccountInfo',
  'getBalance',
  'getLatestBlockhash',
  'getSignatureStatuses',
  'getTokenAccountsByOwner',
  'getFeeForMessage',
  'sendTransaction',
])

/** Shown to the visitor inside the frame (ApproveTransaction) before the frame signs. */
const APPROVAL_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
])

export function rpcMethodPolicy(method: string): RpcMethodPolicy {
  if (SAFE_METHODS.has(method)) return 'safe'
  if (APPROVAL_METHODS.has(method)) return 'approve'
  return 'forbidden'
}
