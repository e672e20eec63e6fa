import type { ApiDeps } from '../deps.ts'
import { createMailSender, type MailSender } from './mailSender.ts'

/**
 * The sender for `config.mail` as it is now, built on first use and kept while the configuration stays the same;
 * undefined while no mail server is configured. Every area that mails (DataCapture's codes, the embedded
 * wallet's codes and device links) goes through one of these.
 */
export function configuredMailSender(deps: ApiDeps): () => MailSender | undefined {
  let sender: { smtpUrl: string; from: string; send: MailSender } | undefined
  return () => {
    const mail = deps.config.mail
    if (!mail) return undefined
    if (sender?.smtpUrl !== mail.smtpUrl || sender.from !== mail.from) {
      sender = { ...mail, send: createMailSender(mail) }
    }
    return sender.send
  }
}
