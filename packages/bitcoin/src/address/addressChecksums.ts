import { sha256 } from '@noble/hashes/sha2.js'
import { base58check, bech32, bech32m } from '@scure/base'

/** Base58Check version bytes: P2PKH and P2SH on mainnet (0x00, 0x05), on testnet, signet and regtest (0x6f, 0xc4). */
const LEGACY_VERSIONS: ReadonlySet<number> = new Set([0x00, 0x05, 0x6f, 0xc4])
/** Human-readable parts of segwit addresses: mainnet, testnet and signet, regtest. */
const SEGWIT_PREFIXES: ReadonlySet<string> = new Set(['bc', 'tb', 'bcrt'])
const BASE58_CHECK = base58check(sha256)

/** A legacy address: a version byte and a 20-byte hash under a valid double-SHA256 checksum. */
function isLegacyAddress(value: string): boolean {
  try {
    const payload = BASE58_CHECK.decode(value)
    return payload.length === 21 && LEGACY_VERSIONS.has(payload[0] as number)
  } catch {
    return false
  }
}

/**
 * A segwit address by BIP-173 and BIP-350: witness version 0 in bech32 with a 20- or 32-byte program, versions 1–16
 * in bech32m with 2 to 40 bytes (taproot is version 1 with 32). The checksum must be the version's own encoding, so
 * a taproot address written with bech32's checksum is refused.
 */
function isSegwitAddress(value: string): boolean {
  const lower = value.toLowerCase()
  // BIP-173: one case or the other, never both.
  if (value !== lower && value !== value.toUpperCase()) return false
  // The first character after the separator is the witness version: 'q' is 0 (bech32), any other is bech32m.
  const encoding = lower.split('1').at(-1)?.startsWith('q') ? bech32 : bech32m
  try {
    const { prefix, words } = encoding.decode(lower as `${string}1${string}`)
    const [witnessVersion, ...data] = words
    if (!SEGWIT_PREFIXES.has(prefix) || witnessVersion === undefined || witnessVersion > 16) return false
    if ((witnessVersion === 0) !== (encoding === bech32)) return false
    const program = encoding.fromWords(data)
    if (witnessVersion === 0) return program.length === 20 || program.length === 32
    return program.length >= 2 && program.length <= 40
  } catch {
    return false
  }
}

/** SPEC §5's Bitcoin address rule, checksums included: legacy (P2PKH, P2SH) or segwit (bech32, bech32m). */
export const hasValidChecksum = (value: string): boolean => isLegacyAddress(value) || isSegwitAddress(value)
