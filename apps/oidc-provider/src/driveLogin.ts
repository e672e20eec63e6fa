/**
 * Drives the stand-in's login page with plain fetch, as a browser would (its cookies kept by hand), from the
 * authorization URL to the redirect back to the client: `username` presses "Continue" with it, `'cancel'`
 * presses "Cancel". Answers the URL the provider redirected to (the client's redirect URI with code or error).
 */
export async function driveLogin(authorizationUrl: string, choice: { username: string } | 'cancel'): Promise<URL> {
  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  let url = new URL(authorizationUrl)
  const origin = url.origin
  let init: RequestInit | undefined
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers: { cookie: cookieHeader(), ...(init?.headers as Record<string, string> | undefined) },
    })
    remember(response)
    init = undefined
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url)
      if (url.origin !== origin) return url
      continue
    }
    const html = await response.text()
    if (response.status !== 200 || !html.includes('name="username"')) {
      throw new Error(`The provider answered ${response.status} instead of its login page`)
    }
    const action = choice === 'cancel' ? 'abort' : 'login'
    const form = new RegExp(`action="([^"]*/${action})"`).exec(html)?.[1]
    if (!form) throw new Error(`The login page has no ${action} form`)
    url = new URL(form, url)
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: choice === 'cancel' ? '' : new URLSearchParams({ username: choice.username }).toString(),
    }
  }
  throw new Error('The login did not come back to the client')
}
