import { type Address, createPublicClient, type Hex, http } from 'viem'

/** What a verifier checks: that the account `address` signed `message`, as its namespace writes both. */
export interface SignatureRequest {
  /** EVM: 0x and 40 hex digits. Solana: the base58 public key, as written. */
  address: string
  message: string
  /** EVM: hex. Solana: base58 of 64 bytes. */
  signature: string
}

/** Checks a signature of one namespace; false when it does not match. Throws UpstreamUnavailableError. */
export type SignatureVerifier = (request: SignatureRequest) => Promise<boolean>

/** The chain's node did not answer, so a signature that needs it could not be checked either way. */
export class UpstreamUnavailableError extends Error {
  override readonly name = 'UpstreamUnavailableError'
}

const RPC_TIMEOUT_MS = 10_000

/**
 * EVM (EIP-191 personal_sign): viem's verifyMessage through the chain's node: ecrecover for an EOA, ERC-1271 for a deployed smart account,
 * ERC-6492 for one not deployed yet. viem reads a failed eth_call as "not valid", so a node that is down would
 * look like a bad signature; the fetch is watched to tell the two apart (a node that answered with a revert
 * did answer). A valid EOA signature still passes while the node is down: viem recovers it locally.
 */
export function createSignatureVerifier(rpcUrl: string): SignatureVerifier {
  return async ({ address, message, signature }) => {
    let failure: unknown
    const watchedFetch: typeof fetch = async (input, init) => {
      try {
        const response = await fetch(input, init)
        if (!response.ok) failure = new Error(`The node answered HTTP ${response.status}`)
        return response
      } catch (error) {
        failure = error
        throw error
      }
    }
    const client = createPublicClient({
      transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0, fetchFn: watchedFetch }),
    })
    // Without a failed fetch, a throw is viem refusing the input itself (a malformed signature): not valid.
    const valid = await client
      .verifyMessage({ address: address as Address, message, signature: signature as Hex })
      .catch(() => false)
    if (!valid && failure !== undefined) {
      throw new UpstreamUnavailableError(failure instanceof Error ? failure.message : String(failure))
    }
    return valid
  }
}
