import type { OtpMailContent } from '../email/otpMail.ts'
import { escapeHtml } from '../email/otpMail.ts'

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim()

/**
 * The mail asking the owner of an address to approve a new device. It names the device and the time, so a
 * visitor who did not just sign in there can tell the request is not theirs, and warns them not to approve it.
 */
export function composeDeviceMail(projectName: string, deviceName: string, at: Date, link: string): OtpMailContent {
  const name = oneLine(projectName)
  const device = oneLine(deviceName)
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return {
    subject: `Approve a new device for ${name}`,
    text: [
      `Someone signed in to your ${name} wallet from a new device: ${device}, at ${when}.`,
      '',
      'If that was you, open this link and approve the device:',
      link,
      '',
      'The link works for 10 minutes. If it was not you, ignore this mail: nobody can use your wallet on that device without it.',
    ].join('\n'),
    html: `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif">
<p>Someone signed in to your ${escapeHtml(name)} wallet from a new device: <strong>${escapeHtml(device)}</strong>, at ${escapeHtml(when)}.</p>
<p>If that was you, <a href="${escapeHtml(link)}">open this link and approve the device</a>.</p>
<p>The link works for 10 minutes. If it was not you, ignore this mail: nobody can use your wallet on that device without it.</p>
</body></html>`,
  }
}
