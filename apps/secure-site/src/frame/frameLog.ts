import { createLogger, type LogEntry } from '@foyer/core/logger'

/** The frame's own log (SPEC §7 `enableLogger`): kept and printed in the frame, never posted to the app. */
export interface FrameLog {
  /** A message the frame dropped or refused: printed as today, and kept when the log is on. */
  warn(message: string): void
  /**
   * A request that failed, by its name and the message its answer carried — never its payload, which may hold
   * an email, a code or what is being signed. Kept and printed only when the log is on.
   */
  failed(request: string, message: string): void
  entries(): LogEntry[]
}

export function createFrameLog(enabled: boolean, output: Pick<Console, 'warn' | 'error'> = console): FrameLog {
  // Info and above, as the app's logger keeps by default.
  const logger = createLogger(enabled ? 30 : undefined)
  return {
    warn(message) {
      output.warn(message)
      logger.log(40, message)
    },
    failed(request, message) {
      if (logger.log(50, `${request} failed`, { message })) output.error(`Foyer frame: ${request} failed: ${message}`)
    },
    entries: () => logger.entries(),
  }
}
