// SPEC §5 address, hash and URL rules. Pure regexes: these run on every keystroke of the send form.

/** 40 hex characters, optional 0x prefix (SPEC §5). */
export const isEvmAddress = (value: string): boolean => /^(0x)?[\da-f]{40}$/i.test(value)

/** 32 to 44 base58 characters (SPEC §5); base58 has no 0, O, I or l. */
export const isSolanaAddress = (value: string): boolean => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)

/** 0x plus 64 hex characters (SPEC §5). */
export const isTransactionHash = (value: string): boolean => /^0x[\da-f]{64}$/i.test(value)

/** An HTTP transport URL must start with http or https (SPEC §5) and be a URL at all. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}
