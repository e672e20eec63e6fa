import type { CapturedMail } from './capturedMail.ts'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)
}

/**
 * The inbox as a plain page, newest first. Each message shows its text part only: the HTML part is untrusted
 * markup, and the one-time code a demo user looks for is in the text too.
 */
export function renderInbox(newestFirst: readonly CapturedMail[], to?: string): string {
  const items = newestFirst
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<p class="meta">From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to.join(', '))} · ${new Date(mail.receivedAt).toISOString()}</p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n')
  const title = to ? `Mail to ${escapeHtml(to)}` : 'Mail sink'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
article { border-top: 1px solid #ccc; padding: 0.5rem 0; }
h2 { font-size: 1.1rem; margin: 0.5rem 0 0; }
.meta { color: #555; font-size: 0.875rem; margin: 0; }
pre { white-space: pre-wrap; font-size: 1rem; }
</style>
</head>
<body>
<h1>${title}</h1>
<p>${newestFirst.length === 0 ? 'No mail yet. Reload after a message is sent.' : `${newestFirst.length} message${newestFirst.length === 1 ? '' : 's'}, newest first. Reload for new mail.`}</p>
${items}
</body>
</html>
`
}
