// embedded-contract §3: 2-of-3 Shamir over the 32 entropy bytes (shamir-secret-sharing, audited by Cure53 and
// Zellic). Any two shares rebuild the wallet; one alone says nothing about it. A rebuild is trusted only when
// the addresses it derives match the commitment made at creation, because a tampered share rebuilds a wrong
// key silently and the visitor would then sign, and receive funds, with a key nobody can rebuild again.
import { combine, split } from 'shamir-secret-sharing'
import { WalletIntegrityError } from './custodyErrors.ts'
import { deriveWalletKeys, WALLET_ENTROPY_BYTES, type WalletKeys, walletCommitment } from './walletKeys.ts'

const SHARES = 3
const THRESHOLD = 2

export async function splitEntropy(
  entropy: Uint8Array,
): Promise<{ device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }> {
  if (entropy.length !== WALLET_ENTROPY_BYTES) throw new Error(`Wallet entropy must be ${WALLET_ENTROPY_BYTES} bytes`)
  const [device, auth, recovery] = await split(entropy, SHARES, THRESHOLD)
  if (!device || !auth || !recovery) throw new Error('Shamir split gave fewer than three shares')
  return { device, auth, recovery }
}

export async function rebuildWallet(a: Uint8Array, b: Uint8Array, commitment: string): Promise<WalletKeys> {
  let entropy: Uint8Array
  try {
    entropy = await combine([a, b])
  } catch (error) {
    // Same share twice, or shares of different lengths: the library's own check, reported as what it means here.
    throw new WalletIntegrityError(`The shares cannot be combined: ${(error as Error).message}`)
  }
  if (entropy.length !== WALLET_ENTROPY_BYTES) throw new WalletIntegrityError('The shares rebuild no 32-byte wallet')
  const keys = deriveWalletKeys(entropy)
  entropy.fill(0)
  if (walletCommitment(keys) !== commitment.toLowerCase()) throw new WalletIntegrityError()
  return keys
}
