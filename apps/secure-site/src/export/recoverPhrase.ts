import { combine } from 'shamir-secret-sharing'
import { WalletIntegrityError } from '../custody/custodyErrors.ts'
import { deriveWalletKeys, entropyMnemonic, WALLET_ENTROPY_BYTES, walletCommitment } from '../custody/walletKeys.ts'

/**
 * The recovery phrase from two shares, for the export window only: the same combine as a rebuild, and the same
 * commitment check, so a tampered share can never show the visitor words that open some other wallet.
 */
export async function recoverPhrase(a: Uint8Array, b: Uint8Array, commitment: string): Promise<string> {
  let entropy: Uint8Array
  try {
    entropy = await combine([a, b])
  } catch (error) {
    throw new WalletIntegrityError(`The shares cannot be combined: ${(error as Error).message}`)
  }
  try {
    if (entropy.length !== WALLET_ENTROPY_BYTES) throw new WalletIntegrityError('The shares rebuild no wallet')
    const keys = deriveWalletKeys(entropy)
    keys.solana.secretKey.fill(0)
    if (walletCommitment(keys) !== commitment.toLowerCase()) throw new WalletIntegrityError()
    return entropyMnemonic(entropy)
  } finally {
    entropy.fill(0)
  }
}
