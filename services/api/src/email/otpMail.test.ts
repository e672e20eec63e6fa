import { describe, expect, it } from 'vitest'
import { composeOtpMail } from './otpMail.ts'

describe('composeOtpMail', () => {
  it('names the project in the subject and keeps the code out of it', () => {
    const mail = composeOtpMail('Demo Dapp', '042917')
    expect(mail.subject).toBe('Your sign-in code for Demo Dapp')
    expect(mail.subject).not.toContain('042917')
    expect(mail.text).toContain('042917')
    expect(mail.html).toContain('042917')
    expect(mail.text).toContain('It expires in 10 minutes.')
  })

  it('escapes the project name in the HTML and keeps it on one line in the subject', () => {
    const mail = composeOtpMail('<b>Evil</b>\r\nBcc: x@example.test', '123456')
    expect(mail.subject).toBe('Your sign-in code for <b>Evil</b> Bcc: x@example.test')
    expect(mail.html).toContain('&lt;b&gt;Evil&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Evil')
  })
})
