// EIP-4361 §"domain": an RFC 3986 authority (host[:port]), optionally preceded by a scheme. These helpers say
// whether a message's domain names a given web origin, which is what binds a signed message to one site.

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i

/** The domain's authority, lower-cased, and the scheme it names, if any (`https`). */
export function splitDomain(domain: string): { scheme?: string; authority: string } {
  const match = SCHEME.exec(domain)
  const authority = (match ? domain.slice(match[0].length) : domain).toLowerCase()
  return match?.[1] ? { scheme: match[1].toLowerCase(), authority } : { authority }
}

/**
 * Whether a message's domain is the site `origin` (scheme://host[:port]): same host and port, the port
 * compared after dropping the origin scheme's default (`app.example:443` is `https://app.example`), and the
 * same scheme when the domain names one.
 */
export function domainMatchesOrigin(domain: string, origin: string): boolean {
  let site: URL
  try {
    site = new URL(origin)
  } catch {
    return false
  }
  if (site.protocol !== 'http:' && site.protocol !== 'https:') return false
  const { scheme, authority } = splitDomain(domain)
  if (scheme && `${scheme}:` !== site.protocol) return false
  let host: string
  try {
    const named = new URL(`${site.protocol}//${authority}`)
    // The authority alone must make the URL: anything that spills into a path, query or credentials does not.
    if (named.pathname !== '/' || named.search || named.hash || named.username || named.password) return false
    host = named.host
  } catch {
    return false
  }
  return host === site.host
}

/** Whether the message's `uri` lives on the site its domain names (EIP-4361: the uri's authority is the domain's). */
export function uriMatchesDomain(uri: string, domain: string): boolean {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return false
  }
  return domainMatchesOrigin(domain, url.origin)
}
