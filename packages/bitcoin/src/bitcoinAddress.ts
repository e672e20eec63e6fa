// The Bitcoin address rule of the page's first chunk: the shape of an address always, and its checksum once the
// checksum code (@scure/base, @noble/hashes) has loaded, with the adapter's first use. Core checks addresses only
// once a Bitcoin wallet is connected (Send, sign-in), so every check that matters has the checksums.

/** Base58 legacy addresses: P2PKH and P2SH of mainnet ('1', '3') and of testnet, signet and regtest ('m', 'n', '2'). */
const LEGACY_SHAPE = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/
/** Segwit addresses: a known prefix, '1', then 6 to 84 bech32 characters, in one case. */
const SEGWIT_SHAPE = /^(bc|tb|bcrt)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,84}$/

let checksums: ((value: string) => boolean) | undefined

/** Loads the checksum code; the adapter calls it with its first use (discovery, connect, balance). */
export async function loadAddressChecksums(): Promise<void> {
  checksums ??= (await import('./address/addressChecksums.ts')).hasValidChecksum
}

/** SPEC §5's Bitcoin address rule: legacy (P2PKH, P2SH) or segwit (bech32, bech32m) of mainnet, testnet or regtest. */
export function isBitcoinAddress(value: string): boolean {
  const shaped = LEGACY_SHAPE.test(value) || SEGWIT_SHAPE.test(value.toLowerCase())
  return shaped && (checksums?.(value) ?? true)
}

/** Segwit addresses are case-insensitive and written lower-case (BIP-173); base58 has one spelling. */
export const normalizeBitcoinAddress = (value: string): string =>
  /^(bc|tb|bcrt)1/i.test(value) ? value.toLowerCase() : value
