import { createHash } from 'node:crypto'
import { escapeHtml } from '../email/otpMail.ts'

// The page behind the mailed link. No script at all, one inline stylesheet allowed by its hash, forms that post
// only to this origin, never framed (clickjacking an "Approve" button is the attack this page invites).

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:0;background:#2c5cff;color:#fff;cursor:pointer}
.warning{color:#8a1c1c}`

const styleHash = createHash('sha256').update(STYLE).digest('base64')

/** The response headers of every approval page. */
export const APPROVE_PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'X-Frame-Options': 'DENY',
  // The token is in the URL: keep it out of any Referer and any cache.
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** The question: which device, since when, and the one button that approves it. */
export function approveQuestionPage(request: { deviceName: string; createdAt: Date }, token: string): string {
  return page(
    'Approve this device?',
    `<p>A sign-in to your wallet from <strong>${escapeHtml(request.deviceName)}</strong> at ${escapeHtml(when(request.createdAt))} is waiting for your approval.</p>
<p class="warning">Approve only if you are signing in on that device right now. If someone asked you to open this link, do not approve.</p>
<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">Approve this device</button></form>`,
  )
}

export function approvedPage(deviceName: string): string {
  return page(
    'Device approved',
    `<p><strong>${escapeHtml(deviceName)}</strong> can now use your wallet. Go back to the site on that device.</p>`,
  )
}

export function deadLinkPage(): string {
  return page(
    'This link has expired',
    '<p>The link was already used or is more than 10 minutes old. Sign in again on the new device to get a new one.</p>',
  )
}
