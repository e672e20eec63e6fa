/**
 * Where this app's server finds the Foyer API and the chains' RPC, read per request from the environment of
 * `next start` (so one build runs against any stack): FOYER_API_URL, FOYER_RPC_UPSTREAMS (JSON, chain id → URL),
 * FOYER_PROJECT_ID.
 */
export const foyerProjectId = (): string => process.env.FOYER_PROJECT_ID ?? 'foyer-next-example'

export function foyerApiUrl(): string {
  const url = process.env.FOYER_API_URL
  if (!url) throw new Error('FOYER_API_URL is not set: the server does not know where the Foyer API is')
  return url.replace(/\/+$/, '')
}

export function rpcUpstream(chainId: string): string | undefined {
  const upstreams = JSON.parse(process.env.FOYER_RPC_UPSTREAMS ?? '{}') as Record<string, string>
  return Object.hasOwn(upstreams, chainId) ? upstreams[chainId] : undefined
}
