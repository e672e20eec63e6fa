import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { type Address, createPublicClient, http } from 'viem'
import { optimism } from 'viem/chains'
import type { FarcasterConfig } from '../deps.ts'

/** What the API checked a Sign In With Farcaster message against: its own nonce and the secure site's domain. */
export interface SignInExpectation {
  nonce: string
  domain: string
  uri: string
}

export type FarcasterVerdict =
  | { verified: true; fid: number; custody: Address }
  /** `unavailable`: the fid source could not be read, so nothing was decided. */
  | { verified: false; reason: 'refused' | 'unavailable' }

export type FarcasterAppClient = ReturnType<typeof createAppClient>
/** The auth-client's chain reader (its type is not exported): fid lookup, auth addresses, signature checks. */
type EthereumConnector = ReturnType<typeof viemConnector>

/**
 * The auth-client over the configured relay and fid source: nothing here names Farcaster's hosted relay or a
 * public RPC, so a test or a local stack reaches only what its configuration says.
 */
export function farcasterAppClient(config: FarcasterConfig): FarcasterAppClient {
  return createAppClient({ relay: config.relayUrl, ethereum: farcasterConnector(config) })
}

function farcasterConnector(config: FarcasterConfig): EthereumConnector {
  const source = config.fidSource
  const signatureRpc = config.signatureRpcUrl ?? (source.kind === 'idRegistry' ? source.rpcUrl : undefined)
  if (!signatureRpc) throw new Error('farcaster.signatureRpcUrl is needed beside a lookup fid source')
  // Contract custody (ERC-1271, ERC-6492) is checked on this chain; an EOA's signature is recovered locally.
  const publicClient = createPublicClient({ chain: optimism, transport: http(signatureRpc, { retryCount: 1 }) })
  if (source.kind === 'idRegistry') return { ...viemConnector({ rpcUrl: source.rpcUrl }), publicClient }
  return {
    publicClient,
    getFid: async (custody: Address) => {
      const answer = await fetch(new URL(`/v1/fid-of/${custody}`, source.url), { signal: AbortSignal.timeout(10_000) })
      if (!answer.ok) throw new Error(`The fid lookup answered HTTP ${answer.status}`)
      const { fid } = (await answer.json()) as { fid: number }
      return BigInt(fid)
    },
    // Only custody signatures are asked for (acceptAuthAddress false), so no auth address is ever valid.
    isValidAuthAddress: async () => false,
  }
}

/**
 * The message is ours and the fid's: our nonce and domain, a valid signature (ERC-1271 for contract custody), by
 * the address the Id Registry names as the fid's custody, for the URI of the secure site.
 */
export async function verifyFarcasterSignIn(
  client: FarcasterAppClient,
  expected: SignInExpectation,
  signed: { message: string; signature: `0x${string}` },
): Promise<FarcasterVerdict> {
  const result = await client.verifySignInMessage({
    nonce: expected.nonce,
    domain: expected.domain,
    message: signed.message,
    signature: signed.signature,
    acceptAuthAddress: false,
  })
  if (result.isError) {
    return { verified: false, reason: result.error?.errCode === 'unavailable' ? 'unavailable' : 'refused' }
  }
  if (!result.success || result.data.uri !== expected.uri) return { verified: false, reason: 'refused' }
  return { verified: true, fid: result.fid, custody: result.data.address }
}
