import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailSink, startMailSink } from './mailSink.ts'

let sink: MailSink

beforeAll(async () => {
  sink = await startMailSink()
})
afterAll(async () => {
  await sink?.stop()
})

async function send(message: { to: string; subject: string; text: string; html?: string }) {
  const transport = createTransport(sink.smtpUrl)
  try {
    await transport.sendMail({ from: 'Foyer <no-reply@foyer.test>', ...message })
  } finally {
    transport.close()
  }
}

describe('startMailSink', () => {
  it('listens on loopback ports it picked itself', () => {
    expect(sink.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    expect(sink.httpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('captures a message nodemailer sends over SMTP, with its sender, recipients, subject, text and HTML', async () => {
    const before = Date.now()
    await send({ to: 'Alice@Example.test', subject: 'Hello Alice', text: 'Your code is 123456', html: '<b>123456</b>' })
    const mail = await sink.waitForMail({ to: 'alice@example.test', after: before })
    expect(mail).toMatchObject({
      from: '"Foyer" <no-reply@foyer.test>',
      to: ['alice@example.test'],
      subject: 'Hello Alice',
      html: '<b>123456</b>',
    })
    expect(mail.text.trim()).toBe('Your code is 123456')
    expect(mail.receivedAt).toBeGreaterThanOrEqual(before)
    expect(sink.messages().map((captured) => captured.id)).toContain(mail.id)
  })

  it('waits for a message that has not arrived yet and resolves when it does', async () => {
    const after = Date.now()
    const waiting = sink.waitForMail({ to: 'bob@example.test', after })
    await send({ to: 'bob@example.test', subject: 'Later', text: 'arrived' })
    expect((await waiting).subject).toBe('Later')
  })

  it('gives up with a clear error when no message comes', async () => {
    await expect(sink.waitForMail({ to: 'nobody@example.test' }, 50)).rejects.toThrow(
      'No mail to nobody@example.test arrived within 50 ms',
    )
  })

  it('serves the messages to one address as JSON, newest first', async () => {
    await send({ to: 'carol@example.test', subject: 'First', text: 'one' })
    await send({ to: 'carol@example.test', subject: 'Second', text: 'two' })
    const response = await fetch(`${sink.httpUrl}/messages?to=${encodeURIComponent('CAROL@example.test')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const list = (await response.json()) as { subject: string; to: string[] }[]
    expect(list.map((mail) => mail.subject)).toEqual(['Second', 'First'])
    expect(list.every((mail) => mail.to.includes('carol@example.test'))).toBe(true)
  })

  it('shows a readable inbox page with every field escaped', async () => {
    await send({ to: 'dave@example.test', subject: '<script>alert(1)</script>', text: 'Code: 654321 & <img src=x>' })
    const response = await fetch(`${sink.httpUrl}/?to=dave@example.test`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await response.text()
    expect(page).toContain('Mail to dave@example.test')
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).toContain('Code: 654321 &amp; &lt;img src=x&gt;')
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('<img')
  })

  it('answers 404 for another path and 405 for a write', async () => {
    expect((await fetch(`${sink.httpUrl}/nope`)).status).toBe(404)
    expect((await fetch(`${sink.httpUrl}/messages`, { method: 'POST' })).status).toBe(405)
  })

  it('forgets everything on clear', async () => {
    await send({ to: 'erin@example.test', subject: 'Gone soon', text: 'x' })
    sink.clear()
    expect(sink.messages()).toEqual([])
    expect(await (await fetch(`${sink.httpUrl}/messages`)).json()).toEqual([])
  })
})
