import type { SiwxVerifier } from '@foyer/core'

/**
 * The solana sign-in verifier: an ed25519 signature of the message's bytes by the account's key. Needs no node;
 * the curve code loads only when a session is checked.
 */
export function createSolanaSiwxVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    verify: async ({ session }) => (await import('./verifySolanaSignIn.ts')).verifySolanaSignIn(session),
  }
}
