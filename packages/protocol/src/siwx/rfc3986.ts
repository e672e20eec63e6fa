// RFC 3986 §3 `URI` and `authority`, the productions EIP-4361 imports for its uri, resources and domain. Only
// syntax: no normalisation and no WHATWG URL parsing, which accepts (and silently rewrites) text RFC 3986
// does not, such as spaces or backslashes.

const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT_ENCODED = '%[0-9A-Fa-f]{2}'
/** `pchar`: what a path segment, and EIP-4361's request-id, may hold. */
export const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*$`)
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*$`)
const IPV_FUTURE = new RegExp(`^[Vv][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`)
const PORT = /^[0-9]*$/
const PATH = new RegExp(`^(?:${PCHAR}|/)*$`)
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`)
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])'
const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`)
const H16 = /^[0-9A-Fa-f]{1,4}$/

export function isUriScheme(text: string): boolean {
  return SCHEME.test(text)
}

/** `IPv6address`: eight h16 groups, or fewer around one "::", the last two optionally an IPv4 address. */
function isIpv6(text: string): boolean {
  const halves = text.split('::')
  if (halves.length > 2) return false
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const head = groupsOf(halves[0] ?? '')
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : []
  const groups = [...head, ...tail]
  const last = groups.at(-1)
  // ls32: an IPv4 address stands for the last two groups, so it can only end the address.
  const endsInIpv4 = last !== undefined && IPV4.test(last) && (halves.length === 1 || tail.length > 0)
  const h16s = endsInIpv4 ? groups.slice(0, -1) : groups
  if (!h16s.every((group) => H16.test(group))) return false
  const count = h16s.length + (endsInIpv4 ? 2 : 0)
  return halves.length === 2 ? count <= 7 : count === 8
}

export interface Authority {
  userinfo?: string
  host: string
  port?: string
}

/** `authority = [ userinfo "@" ] host [ ":" port ]`, split into its parts, or undefined when it is not one. */
export function splitAuthority(text: string): Authority | undefined {
  // Neither userinfo nor host may hold "@", so the last one is the separator and any other makes it invalid.
  const at = text.lastIndexOf('@')
  const userinfo = at < 0 ? undefined : text.slice(0, at)
  if (userinfo !== undefined && !USERINFO.test(userinfo)) return undefined
  const hostAndPort = text.slice(at + 1)
  let host: string
  if (hostAndPort.startsWith('[')) {
    const close = hostAndPort.indexOf(']')
    if (close < 0) return undefined
    host = hostAndPort.slice(0, close + 1)
    const literal = host.slice(1, -1)
    if (!isIpv6(literal) && !IPV_FUTURE.test(literal)) return undefined
  } else {
    // A reg-name holds no ":", so the first one starts the port. IPv4 addresses are reg-names too.
    const colon = hostAndPort.indexOf(':')
    host = colon < 0 ? hostAndPort : hostAndPort.slice(0, colon)
    if (!REG_NAME.test(host)) return undefined
  }
  const rest = hostAndPort.slice(host.length)
  if (rest !== '' && !(rest.startsWith(':') && PORT.test(rest.slice(1)))) return undefined
  return {
    ...(userinfo !== undefined ? { userinfo } : {}),
    host,
    ...(rest !== '' ? { port: rest.slice(1) } : {}),
  }
}

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (an absolute URI; no relative reference). */
export function isUri(text: string): boolean {
  const colon = text.indexOf(':')
  if (colon < 1 || !SCHEME.test(text.slice(0, colon))) return false
  let rest = text.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash >= 0) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question >= 0) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(question + 1))) return false
    rest = rest.slice(0, question)
  }
  // "//" authority path-abempty; otherwise path-absolute, path-rootless or path-empty, which together are any
  // run of pchar and "/" not starting "//".
  if (!rest.startsWith('//')) return PATH.test(rest)
  const slash = rest.indexOf('/', 2)
  const authority = slash < 0 ? rest.slice(2) : rest.slice(2, slash)
  return splitAuthority(authority) !== undefined && PATH.test(slash < 0 ? '' : rest.slice(slash))
}
