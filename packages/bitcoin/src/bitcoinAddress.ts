import { BECH32_CONST, BECH32M_CONST, decodeBase58Check, decodeBech32, wordsToBytes } from './addressCodec.ts'

/** Base58Check version bytes: P2PKH and P2SH on mainnet (0x00, 0x05), on testnet, signet and regtest (0x6f, 0xc4). */
const LEGACY_VERSIONS: ReadonlySet<number> = new Set([0x00, 0x05, 0x6f, 0xc4])
/** Human-readable parts of segwit addresses: mainnet, testnet and signet, regtest. */
const SEGWIT_PREFIXES: ReadonlySet<string> = new Set(['bc', 'tb', 'bcrt'])

/** A legacy address: a version byte and a 20-byte hash under a valid double-SHA256 checksum. */
function isLegacyAddress(value: string): boolean {
  const payload = value.length <= 35 ? decodeBase58Check(value) : undefined
  return payload?.length === 21 && LEGACY_VERSIONS.has(payload[0] as number)
}

/**
 * A segwit address by BIP-173 and BIP-350: witness version 0 in bech32 with a 20- or 32-byte program, versions 1–16
 * in bech32m with 2 to 40 bytes (taproot is version 1 with 32). The checksum must be the version's own encoding, so
 * a taproot address written with bech32's checksum is refused.
 */
function isSegwitAddress(value: string): boolean {
  const decoded = decodeBech32(value)
  if (!decoded || !SEGWIT_PREFIXES.has(decoded.prefix)) return false
  const [version, ...words] = decoded.words
  if (version === undefined || version > 16) return false
  if (decoded.checksum !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false
  const program = wordsToBytes(words)
  if (!program) return false
  if (version === 0) return program.length === 20 || program.length === 32
  return program.length >= 2 && program.length <= 40
}

/** SPEC §5's Bitcoin address rule: legacy (P2PKH, P2SH) or segwit (bech32, bech32m) of mainnet, testnet or regtest. */
export const isBitcoinAddress = (value: string): boolean => isLegacyAddress(value) || isSegwitAddress(value)

/** Segwit addresses are case-insensitive and written lower-case (BIP-173); base58 has one spelling. */
export const normalizeBitcoinAddress = (value: string): string =>
  /^(bc|tb|bcrt)1/i.test(value) ? value.toLowerCase() : value
