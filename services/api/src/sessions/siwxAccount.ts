import { type Address, getAddress, isHex } from 'viem'
import { isBase58Of } from '../chain/solanaAddress.ts'

// What differs between the namespaces a session can be for, once the grammar has read the message: how the
// account is written in the session, and how a signature is written before any verifier looks at it.

const namespaceOf = (chainId: string) => chainId.slice(0, chainId.indexOf(':'))

/** BIP-322 and legacy signatures are base64 (a witness stack, or 65 bytes); 8 KiB holds any a wallet writes. */
const BASE64 =
  /^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$|^(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$/
const BASE64_MAX = 8192
/** signRaw: 0x hex of 64 bytes (sr25519, ed25519), 65 (ecdsa), or either after a MultiSignature type byte. */
const POLKADOT_SIGNATURE = /^0x([0-9a-fA-F]{2}){64,66}$/

/**
 * The address as the session's CAIP-10 account names it: EVM checksummed (the grammar has checked it is 0x and
 * 40 hex digits, and its EIP-55 case when it has one), a bech32 Bitcoin address in lower case (BIP-173: the
 * upper-case spelling is the same address, for QR codes), and Solana, Base58Check and SS58 addresses exactly as
 * signed (base58 is case-sensitive).
 */
export function sessionAddress(chainId: string, address: string): string {
  switch (namespaceOf(chainId)) {
    case 'eip155':
      return getAddress(address as Address)
    case 'bip122':
      return /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address
    default:
      return address
  }
}

/**
 * Whether a signature is written as its namespace writes them: hex for EVM (personal_sign, and the ERC-1271 /
 * ERC-6492 forms), base58 of 64 bytes for Solana (ed25519), base64 for Bitcoin (BIP-322 or legacy), 0x hex of
 * 64 to 66 bytes for Polkadot. A malformed one is refused before any verifier, and so before any node, sees it.
 */
export function isSignatureWellFormed(chainId: string, signature: string): boolean {
  switch (namespaceOf(chainId)) {
    case 'eip155':
      return isHex(signature) && signature.length >= 4
    case 'solana':
      return isBase58Of(signature, 64)
    case 'bip122':
      return signature.length <= BASE64_MAX && BASE64.test(signature)
    case 'polkadot':
      return POLKADOT_SIGNATURE.test(signature)
    default:
      return false
  }
}
