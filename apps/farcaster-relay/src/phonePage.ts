const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The connect URL's page on the stand-in: what a phone's Farcaster app would show, for a person trying the local
 * stack by hand ("Open Farcaster" in the demo). It names the site asking and approves as the test user.
 */
export function renderPhonePage(params: { channelToken: string; domain: string; username: string; state: string }) {
  const { channelToken, domain, username, state } = params
  const body =
    state === 'pending'
      ? `<p><strong>${escapeHtml(domain)}</strong> asks you to sign in with Farcaster.</p>
<form method="post" action="/~/siwf/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<button type="submit">Sign in as @${escapeHtml(username)}</button>
</form>`
      : state === 'completed'
        ? '<p>Signed in. You can go back to the app.</p>'
        : '<p>This sign-in request has expired. Scan the new code in the app.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Farcaster (local stand-in)</title></head><body><h1>Farcaster (local stand-in)</h1>${body}</body></html>`
}
