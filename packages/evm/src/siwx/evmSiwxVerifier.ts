import type { SiwxVerifier } from '@foyer/core'

/**
 * The eip155 sign-in verifier: an EOA by ecrecover, a smart account by ERC-1271 when deployed and ERC-6492
 * when not, all through the network's own node. viem's verifier loads only when a session is checked.
 */
export function createEvmSiwxVerifier(fetchFn: typeof fetch = (...args) => fetch(...args)): SiwxVerifier {
  return {
    namespace: 'eip155',
    verify: async ({ session, network }) =>
      (await import('./verifyEvmSignIn.ts')).verifyEvmSignIn({ session, network, fetchFn }),
  }
}
