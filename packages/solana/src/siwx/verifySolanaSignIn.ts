import { parseSiwxMessage, type SiwxSession } from '@foyer/core'
import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58 } from '../base58.ts'
import { solanaChain } from '../solanaChain.ts'

/**
 * Does `session.signature` (base58, 64 bytes) sign `session.message` (its UTF-8 bytes, as solana:signMessage
 * signs them) with the key of `session.data.accountAddress`? The message must be a Solana sign-in message for
 * that very account, so a signature is never taken for an account the text does not name. Malformed input is
 * simply not valid.
 */
export function verifySolanaSignIn(session: SiwxSession): boolean {
  const address = session.data.accountAddress
  if (!solanaChain.isAddress(address)) return false
  let signed: ReturnType<typeof parseSiwxMessage>
  try {
    signed = parseSiwxMessage(session.message)
  } catch {
    return false
  }
  if (signed.accountAddress !== address || !signed.chainId.startsWith('solana:')) return false
  const signature = decodeBase58(session.signature)
  const publicKey = decodeBase58(address)
  if (signature?.length !== 64 || !publicKey) return false
  try {
    // RFC 8032's strict checks (zip215: false): a signature has one encoding, so it cannot be altered and still pass.
    return ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey, { zip215: false })
  } catch {
    return false
  }
}
