import { createTransport } from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends one mail; rejects when the SMTP server refused it or could not be reached. */
export type MailSender = (mail: OutgoingMail) => Promise<void>

const SMTP_TIMEOUT_MS = 10_000

/** A nodemailer SMTP transport for `smtpUrl` (smtp:// or smtps://, credentials in the URL), sending as `from`. */
export function createMailSender(config: { smtpUrl: string; from: string }): MailSender {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  return async (mail) => {
    await transport.sendMail({ from: config.from, ...mail })
  }
}
