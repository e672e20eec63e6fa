import { describe, expect, it } from 'vitest'
import { approveQuestionPage } from './approvePage.ts'
import { composeDeviceMail } from './deviceMail.ts'

describe('the device approval mail and page', () => {
  const at = new Date(Date.UTC(2026, 10, 15, 12, 34))

  it('name the device and the time, and warn against approving a sign-in that is not yours', () => {
    const mail = composeDeviceMail(
      'Demo Dapp',
      'Firefox on Windows',
      at,
      'http://api.test/v1/embedded/device/approve?token=t',
    )
    expect(mail.subject).toBe('Approve a new device for Demo Dapp')
    expect(mail.text).toContain('Firefox on Windows, at 2026-11-15 12:34 UTC')
    expect(mail.text).toContain('If it was not you, ignore this mail')
    expect(mail.html).toContain('href="http://api.test/v1/embedded/device/approve?token=t"')
  })

  it("escape the frame's device name in the mail and on the page", () => {
    const name = '<img src=x onerror=alert(1)>"\r\nBcc: x@example.test'
    const mail = composeDeviceMail('Demo', name, at, 'http://api.test/x')
    expect(mail.html).not.toContain('<img')
    expect(mail.text).not.toMatch(/\r|\nBcc/)
    const page = approveQuestionPage({ deviceName: name, createdAt: at }, 'token')
    expect(page).not.toContain('<img')
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})
