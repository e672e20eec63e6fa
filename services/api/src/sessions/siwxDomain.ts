import { splitSiwxDomain } from '@foyer/protocol'

// Whether a sign-in message's domain (EIP-4361 `[ scheme "://" ] domain`) names a given web origin: what binds
// a signed message to one site. Which origins count is Foyer's policy (siwxPolicy.ts).

/**
 * Whether a message's domain is the site `origin` (scheme://host[:port]): same host and port, the port compared
 * after dropping the origin scheme's default (`app.example:443` is `https://app.example`), and the same scheme
 * when the domain names one. A domain without a scheme matches the site under http or https alike (EIP-4361
 * assumes https; Foyer also lets local development on http sign in, and the platform only lets a project's
 * own origins call it). A domain with credentials names no site.
 */
export function domainMatchesOrigin(domain: string, origin: string): boolean {
  let site: URL
  try {
    site = new URL(origin)
  } catch {
    return false
  }
  if (site.protocol !== 'http:' && site.protocol !== 'https:') return false
  const parts = splitSiwxDomain(domain)
  if (!parts || parts.userinfo !== undefined) return false
  if (parts.scheme !== undefined && `${parts.scheme.toLowerCase()}:` !== site.protocol) return false
  try {
    return new URL(`${site.protocol}//${parts.authority}`).host === site.host
  } catch {
    return false
  }
}
