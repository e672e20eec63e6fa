/** The stand-in's login page: one field and two buttons a test can drive by their labels. */
export const LOGIN_TEXTS = {
  title: 'Sign in to the local provider',
  username: 'Username',
  continue: 'Continue',
  cancel: 'Cancel',
} as const

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * The page for one interaction: "Continue" logs in as the typed name (its OpenID subject), "Cancel" denies the
 * login (access_denied), as a visitor who declines at a real provider.
 */
export function loginPage(uid: string, clientId: string): string {
  const base = `/interaction/${encodeURIComponent(uid)}`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${LOGIN_TEXTS.title}</title></head>
<body>
<main>
<h1>${LOGIN_TEXTS.title}</h1>
<p>Signing in to <strong>${escapeHtml(clientId)}</strong> (local stand-in)</p>
<form method="post" action="${base}/login">
<label>${LOGIN_TEXTS.username} <input name="username" autocomplete="username" required maxlength="64" autofocus></label>
<button type="submit">${LOGIN_TEXTS.continue}</button>
</form>
<form method="post" action="${base}/abort"><button type="submit">${LOGIN_TEXTS.cancel}</button></form>
</main>
</body>
</html>`
}
