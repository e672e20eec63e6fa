/** One message the sink received, as mailparser read it. */
export interface CapturedMail {
  id: string
  from: string
  /** Envelope recipients, lower-cased. */
  to: string[]
  subject: string
  text: string
  html?: string
  /** Milliseconds since 1970. */
  receivedAt: number
}
