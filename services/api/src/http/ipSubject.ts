import { isIPv4, isIPv6 } from 'node:net'

/**
 * Who a rate limit counts a request against: an IPv4 address as it is, an IPv6 address by its /64 network. One
 * host or home line holds a whole /64 (2^64 addresses), so counting single IPv6 addresses would let one
 * client take a fresh bucket for every request.
 */
export function rateLimitSubject(ip: string): string {
  const address = ip.split('%')[0] ?? ip
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return address.slice(0, 64)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1]
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, `::` filled in; an embedded IPv4 tail counts as two groups. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const groups = (text: string | undefined) =>
    text
      ? text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group.padStart(4, '0')]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [((a << 8) | b).toString(16).padStart(4, '0'), ((c << 8) | d).toString(16).padStart(4, '0')]
        })
      : []
  const front = groups(head)
  const back = groups(tail)
  const zeros = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0000')
  return [...front, ...zeros, ...back]
}
