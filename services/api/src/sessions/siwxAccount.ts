import { type Address, getAddress, isHex } from 'viem'
import { isBase58Of } from '../chain/solanaAddress.ts'

// What differs between the namespaces a session can be for, once the grammar has read the message: how the
// account is written in the session, and how a signature is written before any verifier looks at it.

const namespaceOf = (chainId: string) => chainId.slice(0, chainId.indexOf(':'))

/**
 * The address as the session's CAIP-10 account names it: EVM checksummed (the grammar has checked it is 0x and
 * 40 hex digits, and its EIP-55 case when it has one), Solana exactly as signed (base58 is case-sensitive).
 */
export function sessionAddress(chainId: string, address: string): string {
  return namespaceOf(chainId) === 'eip155' ? getAddress(address as Address) : address
}

/**
 * Whether a signature is written as its namespace writes them: hex for EVM (personal_sign, and the ERC-1271 /
 * ERC-6492 forms), base58 of 64 bytes for Solana (ed25519). A malformed one is refused before any verifier,
 * and so before any node, sees it.
 */
export function isSignatureWellFormed(chainId: string, signature: string): boolean {
  switch (namespaceOf(chainId)) {
    case 'eip155':
      return isHex(signature) && signature.length >= 4
    case 'solana':
      return isBase58Of(signature, 64)
    default:
      return false
  }
}
