import type { SiwxVerifier } from '@foyer/core'

/**
 * The polkadot sign-in verifier: a signRaw signature (sr25519, ed25519 or ecdsa) of the message by the account.
 * Needs no node; the curve code loads only when a session is checked.
 */
export function createPolkadotSiwxVerifier(): SiwxVerifier {
  return {
    namespace: 'polkadot',
    verify: async ({ session }) => (await import('./verifyPolkadotSignIn.ts')).verifyPolkadotSignIn(session),
  }
}
