/** SPEC §7: the RPC endpoint is `{rpcUrl}/v1/?chainId=&projectId=`; `/v1` without the slash is the same. */
export const RPC_PROXY_PATHS = ['/v1', '/v1/'] as const

export function isRpcProxyPath(path: string): boolean {
  return path === '/v1' || path === '/v1/'
}
