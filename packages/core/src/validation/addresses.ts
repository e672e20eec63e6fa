// SPEC §5 URL rule. Each chain's address and hash rules belong to its adapter (ChainDescription).

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
