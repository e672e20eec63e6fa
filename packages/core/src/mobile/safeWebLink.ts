// A wallet served from this machine (the local stack's test wallet) is reached over plain http; nothing else is.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether a link may go in an href on a visitor's phone: https (or http on loopback), with no credentials. */
export function isSafeWebLink(link: string | undefined): link is string {
  if (typeof link !== 'string' || /\s/.test(link)) return false
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return false
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  return secure && !url.username && !url.password
}
