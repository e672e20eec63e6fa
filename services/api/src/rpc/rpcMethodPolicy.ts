/**
 * SPEC §6: the safe methods a dapp may send to a public node — reads, chain id, gas estimates and fees, raw
 * sends, logs and filters. Everything else (anvil_*, hardhat_*, debug_*, admin_*, personal_*, eth_sign…,
 * eth_accounts) is refused with 'Requested RPC call is not allowed'.
 */
const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'eth_syncing',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockNumber',
  'eth_getUncleCountByBlockHash',
  'eth_getLogs',
  'eth_getProof',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'eth_sendRawTransaction',
])

export function isRpcMethodAllowed(method: string): boolean {
  return ALLOWED_RPC_METHODS.has(method)
}
