import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'

/**
 * The wire transaction with `signature` in `signer`'s slot: what a WalletConnect wallet meant when it answered
 * solana_signTransaction with the signature alone. Other signers' slots are kept as they came. Throws when the
 * transaction does not decode or needs no signature from `signer`.
 */
export function withSignature(wire: Uint8Array, signer: string, signature: Uint8Array): Uint8Array {
  const transaction = getTransactionDecoder().decode(wire)
  if (!Object.hasOwn(transaction.signatures, signer)) {
    throw new Error(`The transaction needs no signature from ${signer}`)
  }
  const signatures = { ...transaction.signatures, [signer]: signature as SignatureBytes }
  return Uint8Array.from(getTransactionEncoder().encode({ ...transaction, signatures }))
}
