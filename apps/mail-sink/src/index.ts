export type { CapturedMail } from './capturedMail.ts'
export { type MailSink, type MailSinkOptions, startMailSink } from './mailSink.ts'
