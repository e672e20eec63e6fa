import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/** Ten deterministic keys until the Bitcoin devnet's accounts are there to use instead. */
export const DEFAULT_BITCOIN_PRIVATE_KEYS: readonly string[] = Array.from({ length: 10 }, (_, index) =>
  bytesToHex(sha256(utf8ToBytes(`foyer bitcoin dev wallet ${index}`))),
)
