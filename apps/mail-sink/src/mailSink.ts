import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import type { CapturedMail } from './capturedMail.ts'
import { renderInbox } from './renderInbox.ts'

export interface MailSinkOptions {
  /** 0 (the default) picks a free port. */
  smtpPort?: number
  /** 0 (the default) picks a free port. */
  httpPort?: number
  /** Default 127.0.0.1: the sink accepts anything, so it never listens beyond loopback unless told to. */
  host?: string
}

export interface MailSink {
  /** `smtp://127.0.0.1:port`, for nodemailer's createTransport or the API's SMTP_URL. */
  smtpUrl: string
  /** The inbox page (`/`) and `GET /messages?to=`. */
  httpUrl: string
  /** Every captured message, oldest first. */
  messages(): CapturedMail[]
  /** The first message to `to` received at or after `after` (ms), waiting up to `timeoutMs` (default 10 s). */
  waitForMail(filter: { to: string; after?: number }, timeoutMs?: number): Promise<CapturedMail>
  clear(): void
  stop(): Promise<void>
}

// A sink that keeps everything forever would grow without bound in a long demo session.
const MAX_MESSAGES = 1000
const MAX_MESSAGE_BYTES = 1024 * 1024

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host)

/** A real SMTP server that keeps what it receives in memory, with a small HTTP inbox to read it. */
export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const host = options.host ?? '127.0.0.1'
  const captured: CapturedMail[] = []
  const waiters = new Set<{ matches(mail: CapturedMail): boolean; resolve(mail: CapturedMail): void }>()
  let counter = 0

  const receive = async (stream: SMTPServerDataStream, session: SMTPServerSession) => {
    const parsed = await simpleParser(stream)
    const envelopeFrom = session.envelope.mailFrom
    const mail: CapturedMail = {
      id: `${Date.now().toString(36)}-${++counter}`,
      from: parsed.from?.text || (envelopeFrom ? envelopeFrom.address : ''),
      to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
      receivedAt: Date.now(),
    }
    captured.push(mail)
    if (captured.length > MAX_MESSAGES) captured.shift()
    for (const waiter of waiters) if (waiter.matches(mail)) waiter.resolve(mail)
  }

  const smtp = new SMTPServer({
    authOptional: true,
    // Loopback only, no certificate: offering STARTTLS would make clients try a handshake that cannot succeed.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  const http = createServer((request, response) => serveHttp(request, response, captured))

  const smtpPort = await listen(smtp.server, options.smtpPort ?? 0, host)
  let httpPort: number
  try {
    httpPort = await listen(http, options.httpPort ?? 0, host)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }

  return {
    smtpUrl: `smtp://${urlHost(host)}:${smtpPort}`,
    httpUrl: `http://${urlHost(host)}:${httpPort}`,
    messages: () => [...captured],
    waitForMail({ to, after = 0 }, timeoutMs = 10_000) {
      const recipient = to.toLowerCase()
      const matches = (mail: CapturedMail) => mail.receivedAt >= after && mail.to.includes(recipient)
      const already = captured.find(matches)
      if (already) return Promise.resolve(already)
      return new Promise((resolve, reject) => {
        const waiter = {
          matches,
          resolve(mail: CapturedMail) {
            clearTimeout(timer)
            waiters.delete(waiter)
            resolve(mail)
          },
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`No mail to ${to} arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    clear() {
      captured.length = 0
    },
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve())
          http.closeAllConnections()
        }),
      ])
    },
  }
}

function listen(server: Server | SMTPServer['server'], port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function serveHttp(request: IncomingMessage, response: ServerResponse, captured: readonly CapturedMail[]): void {
  const url = new URL(request.url ?? '/', 'http://sink.invalid')
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response
      .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('Method not allowed')
    return
  }
  const to = url.searchParams.get('to')?.toLowerCase()
  const newestFirst = captured.filter((mail) => !to || mail.to.includes(to)).reverse()
  if (url.pathname === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    response.end(JSON.stringify(newestFirst))
    return
  }
  if (url.pathname === '/') {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The page shows untrusted mail: no script of any origin may run in it.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    response.end(renderInbox(newestFirst, to))
    return
  }
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
}
