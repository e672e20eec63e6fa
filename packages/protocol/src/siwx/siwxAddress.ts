// The account address and the chain reference each namespace's sign-in message may carry (CAIP-122 leaves both
// to the namespace). Syntax and the checksums that need no hash; a checksum that needs one is the caller's.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
/** BIP-350: a version 0 program keeps bech32's checksum constant; versions 1 to 16 use bech32m's. */
const BECH32_CONSTANT = 1
const BECH32M_CONSTANT = 0x2bc830a3

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** How many bytes a base58 text decodes to, or undefined when it is not base58 (or too long to be an address). */
function base58ByteLength(text: string): number | undefined {
  if (text.length > 64) return undefined
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  let bytes = 0
  while (text[bytes] === '1') bytes += 1
  for (; value > 0n; value >>= 8n) bytes += 1
  return bytes
}

/** BIP-173 / BIP-350 segwit address (bc1…, tb1…, bcrt1…): one case, a valid checksum, a valid program length. */
function isSegwitAddress(address: string): boolean {
  if (address.length > 90 || (address !== address.toLowerCase() && address !== address.toUpperCase())) return false
  const text = address.toLowerCase()
  const separator = text.lastIndexOf('1')
  const hrp = text.slice(0, separator)
  if (hrp !== 'bc' && hrp !== 'tb' && hrp !== 'bcrt') return false
  const data = Array.from(text.slice(separator + 1), (char) => BECH32.indexOf(char))
  const [version = -1] = data
  if (data.length < 8 || data.includes(-1) || version > 16) return false
  const codes = Array.from(hrp, (char) => char.charCodeAt(0))
  let checksum = 1
  for (const value of [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31), ...data]) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    BECH32_GENERATOR.forEach((generator, bit) => {
      if ((top >>> bit) & 1) checksum ^= generator
    })
  }
  if (checksum !== (version === 0 ? BECH32_CONSTANT : BECH32M_CONSTANT)) return false
  // The program is the 5-bit groups between the version and the 6 checksum groups, read as bytes; the bits
  // left over are padding, fewer than 5 and all zero.
  const bits = (data.length - 7) * 5
  const padding = bits % 8
  const lastGroup = data[data.length - 7] ?? 0
  if (padding > 4 || (lastGroup & ((1 << padding) - 1)) !== 0) return false
  const programBytes = (bits - padding) / 8
  return version === 0 ? programBytes === 20 || programBytes === 32 : programBytes >= 2 && programBytes <= 40
}

/**
 * EIP-55, as Foyer reads "where applicable": an all-lower-case address claims no checksum and is taken as it
 * is (many wallets report addresses that way); one with any upper-case letter claims a checksum, which must be
 * right. Checking it needs keccak-256, which this package does not carry (it ships in the browser and depends
 * on zod alone): the caller hands in the checksummed form, e.g. viem's `checksumAddress`.
 */
export type ChecksumAddress = (address: string) => string

export interface SiwxAddressRules {
  /** EIP-55 for eip155 addresses; without it a mixed-case address is taken as written. */
  checksumAddress?: ChecksumAddress | undefined
}

/** Why `address` is not an account of `namespace`, or undefined when it is one. */
export function addressProblem(namespace: string, address: string, rules: SiwxAddressRules = {}): string | undefined {
  switch (namespace) {
    case 'eip155': {
      if (!EVM_ADDRESS.test(address)) return 'must be 0x and 40 hex digits'
      if (address === address.toLowerCase() || !rules.checksumAddress) return undefined
      return rules.checksumAddress(address) === address ? undefined : 'has a wrong EIP-55 checksum'
    }
    case 'solana':
      // An ed25519 public key: 32 bytes, 32 to 44 base58 characters.
      return base58ByteLength(address) === 32 ? undefined : 'must be a Solana address (32 bytes in base58)'
    case 'bip122': {
      // Base58Check P2PKH / P2SH: version byte, 20-byte hash, 4-byte checksum.
      const legacy = /^[123mn]/.test(address) && base58ByteLength(address) === 25
      return legacy || isSegwitAddress(address) ? undefined : 'must be a Bitcoin address (base58 or bech32)'
    }
    case 'polkadot': {
      // SS58: a 1- or 2-byte network prefix, the 32-byte account and a 2-byte checksum (blake2b, the verifier's).
      const length = base58ByteLength(address)
      return length === 35 || length === 36 ? undefined : 'must be a Polkadot address (SS58)'
    }
    default:
      return 'is not defined for this network'
  }
}

/**
 * The chain reference (CAIP-2, after the namespace) each namespace defines: an EIP-155 chain id in decimal,
 * Solana's first 32 base58 characters of the genesis hash (CAIP-30), and the first 32 hex digits of the
 * genesis hash for Bitcoin (CAIP-4) and Polkadot (CAIP-13).
 */
export const CHAIN_REFERENCE: Readonly<Record<string, RegExp>> = {
  eip155: /^[0-9]{1,32}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
  bip122: /^[0-9a-f]{32}$/,
  polkadot: /^[0-9a-f]{32}$/,
}
