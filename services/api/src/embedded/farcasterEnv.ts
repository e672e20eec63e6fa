import type { FarcasterConfig } from '../deps.ts'

/**
 * FOYER_FARCASTER_RELAY_URL turns Sign In With Farcaster on; the fid source is then FOYER_FARCASTER_OPTIMISM_RPC
 * (the Id Registry on OP Mainnet) or FOYER_FARCASTER_FID_LOOKUP_URL (a lookup service, e.g. the local stand-in,
 * which also needs FOYER_FARCASTER_SIGNATURE_RPC). Nothing has a default: no hosted service is reached unasked.
 */
export function readFarcasterConfig(env: NodeJS.ProcessEnv): FarcasterConfig | undefined {
  const relayUrl = env.FOYER_FARCASTER_RELAY_URL
  if (!relayUrl) return undefined
  const url = (name: string, value: string) => {
    if (!URL.canParse(value) || !/^https?:/.test(value)) throw new Error(`${name} is an http(s) URL`)
    return value
  }
  url('FOYER_FARCASTER_RELAY_URL', relayUrl)
  const rpc = env.FOYER_FARCASTER_OPTIMISM_RPC
  const lookup = env.FOYER_FARCASTER_FID_LOOKUP_URL
  const signature = env.FOYER_FARCASTER_SIGNATURE_RPC
  const signatureRpc = signature ? { signatureRpcUrl: url('FOYER_FARCASTER_SIGNATURE_RPC', signature) } : {}
  if (rpc)
    return {
      relayUrl,
      fidSource: { kind: 'idRegistry', rpcUrl: url('FOYER_FARCASTER_OPTIMISM_RPC', rpc) },
      ...signatureRpc,
    }
  if (lookup && signature) {
    return {
      relayUrl,
      fidSource: { kind: 'lookup', url: url('FOYER_FARCASTER_FID_LOOKUP_URL', lookup) },
      ...signatureRpc,
    }
  }
  throw new Error(
    'FOYER_FARCASTER_RELAY_URL needs FOYER_FARCASTER_OPTIMISM_RPC, or FOYER_FARCASTER_FID_LOOKUP_URL with FOYER_FARCASTER_SIGNATURE_RPC',
  )
}
