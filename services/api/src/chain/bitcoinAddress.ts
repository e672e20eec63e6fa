import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import type { BitcoinAddressPrefix } from '../deps.ts'

/** A Bitcoin address in its one canonical form, and the networks (by address prefix) it names an account on. */
export interface BitcoinAddress {
  /** Base58Check as written (base58 is case-sensitive); bech32 / bech32m in lower case (BIP-173). */
  address: string
  /** Segwit addresses carry their network's prefix; legacy test addresses serve testnet, signet and regtest alike. */
  prefixes: readonly BitcoinAddressPrefix[]
}

const base58check = createBase58check(sha256)
const BASE58_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{26,35}$/
/** Base58Check version bytes: P2PKH and P2SH, mainnet and the test networks (regtest shares testnet's). */
const LEGACY_VERSIONS: Readonly<Record<number, readonly BitcoinAddressPrefix[]>> = {
  0: ['bc'],
  5: ['bc'],
  111: ['tb', 'bcrt'],
  196: ['tb', 'bcrt'],
}
const SEGWIT_PREFIXES: readonly BitcoinAddressPrefix[] = ['bc', 'tb', 'bcrt']

function legacyAddress(text: string): BitcoinAddress | undefined {
  if (!BASE58_SHAPE.test(text)) return undefined
  let payload: Uint8Array
  try {
    payload = base58check.decode(text)
  } catch {
    return undefined
  }
  const prefixes = payload.length === 21 ? LEGACY_VERSIONS[payload[0] ?? -1] : undefined
  // Base58 writes each byte string one way (leading zero bytes as `1`s), so the text as written is canonical.
  return prefixes ? { address: text, prefixes } : undefined
}

/**
 * BIP-173 / BIP-350: one case, a valid checksum of the kind its witness version asks (bech32 for v0, bech32m
 * for v1 to v16), and a program of a length that version allows (v0: 20 or 32 bytes; others 2 to 40).
 */
function segwitAddress(text: string): BitcoinAddress | undefined {
  if (text.length > 90 || (text !== text.toLowerCase() && text !== text.toUpperCase())) return undefined
  const lower = text.toLowerCase()
  const separator = lower.lastIndexOf('1')
  const prefix = SEGWIT_PREFIXES.find((candidate) => candidate === lower.slice(0, separator))
  if (!prefix) return undefined
  const version = bech32.decodeUnsafe(lower, 90)?.words[0] ?? bech32m.decodeUnsafe(lower, 90)?.words[0]
  if (version === undefined || version > 16) return undefined
  const decoded = (version === 0 ? bech32 : bech32m).decodeUnsafe(lower, 90)
  if (!decoded) return undefined
  const program = bech32.fromWordsUnsafe(decoded.words.slice(1))
  if (!program) return undefined
  const fits =
    version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40
  return fits ? { address: lower, prefixes: [prefix] } : undefined
}

/** A Bitcoin address of any standard kind (P2PKH, P2SH, P2WPKH, P2WSH, P2TR, later witness versions), or undefined. */
export function readBitcoinAddress(text: string): BitcoinAddress | undefined {
  return segwitAddress(text) ?? legacyAddress(text)
}
