import { EMAIL_OTP_TTL_MS } from '@foyer/protocol'

export interface OtpMailContent {
  subject: string
  text: string
  html: string
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text made safe inside HTML markup and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)

/**
 * The mail carrying a one-time code. The code stays out of the subject: subjects show on lock screens and in
 * notification previews, where anyone near the device could read it.
 */
export function composeOtpMail(projectName: string, code: string): OtpMailContent {
  const minutes = Math.round(EMAIL_OTP_TTL_MS / 60_000)
  // A project name is the operator's text: never let it break the header or the markup.
  const name = projectName.replace(/[\r\n]+/g, ' ').trim()
  return {
    subject: `Your sign-in code for ${name}`,
    text: [
      `Your sign-in code for ${name} is:`,
      '',
      code,
      '',
      `It expires in ${minutes} minutes. If you did not ask for it, ignore this mail.`,
    ].join('\n'),
    html: `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif">
<p>Your sign-in code for ${escapeHtml(name)} is:</p>
<p style="font-size: 28px; font-weight: 600; letter-spacing: 4px">${escapeHtml(code)}</p>
<p>It expires in ${minutes} minutes. If you did not ask for it, ignore this mail.</p>
</body></html>`,
  }
}
