import { rpcMethodPolicy } from '@foyer/protocol'

/**
 * Where an RPC_REQUEST goes, from SPEC §6's policy as @foyer/protocol states it (the app applies the same one
 * first; the frame applies it again whatever the app did):
 * - `local`: safe, and the frame knows the answer (accounts, chain id, capabilities, call status);
 * - `forward`: safe reads and raw sends, passed to the chain through the API's RPC proxy;
 * - `sign`: shown to the visitor on the approval screen, signed only after they approve;
 * - `unsupported`: needs approval in the spec but neither account here can do it (permissions);
 * - `forbidden`: 'Requested RPC call is not allowed'.
 */
export type RpcRoute = 'local' | 'forward' | 'sign' | 'unsupported' | 'forbidden'

const LOCAL = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'solana_getAccounts',
  'solana_requestAccounts',
])

const SIGNED = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  // The smart account's; with the ordinary account active the frame says it needs the smart account.
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
])

/** EIP-1193 4200 (unsupported method), for wallet_grantPermissions and wallet_revokePermissions. */
export const PERMISSIONS_UNSUPPORTED = 'Unsupported method: this account does not support permissions'

/** eth_sendUserOperation while the ordinary account is active. */
export const USER_OPERATIONS_NEED_SMART_ACCOUNT =
  'Unsupported method: user operations need the smart account on a smart-account-enabled network'

export function routeRpc(method: string): RpcRoute {
  const policy = rpcMethodPolicy(method)
  if (policy === 'forbidden') return 'forbidden'
  if (policy === 'safe') return LOCAL.has(method) ? 'local' : 'forward'
  return SIGNED.has(method) ? 'sign' : 'unsupported'
}

/** Solana methods (WalletConnect's solana namespace and Solana JSON-RPC reads) travel to the Solana network. */
export function isSolanaMethod(method: string, chainNamespace: string | undefined): boolean {
  return chainNamespace === 'solana' || method.startsWith('solana_')
}
