const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * MAU counts distinct wallet addresses (the way hosted wallet-connection services bill): the key is an EVM
 * address lower-cased, or a Solana address as it is; anything else is not a visitor.
 */
export function visitorKeyOf(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined
  if (EVM_ADDRESS.test(address)) return address.toLowerCase()
  if (SOLANA_ADDRESS.test(address)) return address
  return undefined
}

// The account-scoped calls of SPEC §7 name the connected address in their path.
const ACCOUNT_PATH = /^\/v1\/(?:account|identity|profile\/reverse)\/([^/]+)/
/** The same calls as route patterns: the visitor count runs on these only. */
export const ACCOUNT_ROUTES = ['/v1/account/*', '/v1/identity/*', '/v1/profile/reverse/*'] as const

/** The visitor a request path names, if it is one of the account-scoped calls. */
export function visitorKeyOfPath(path: string): string | undefined {
  const match = ACCOUNT_PATH.exec(path)
  return match ? visitorKeyOf(match[1]) : undefined
}
