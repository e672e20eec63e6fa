import { isLoggerOn, type LoggingOptions, type LogLevel, type LogLevelName } from './logLevels.ts'

/** SPEC §9 logger levels by name, pino's numbers. */
export const LOG_LEVELS: Readonly<Record<LogLevelName, LogLevel>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
}

/** SPEC §9: the log buffer holds at most 1024000 bytes of entries (their JSON, UTF-8). */
export const LOG_BUFFER_BYTES = 1_024_000

export interface LogEntry {
  level: LogLevel
  /** Milliseconds since the epoch. */
  time: number
  message: string
  context?: unknown
}

export interface FoyerLogger {
  /**
   * The lowest level kept; undefined while the logger is off (the default). The client's logger says it once its
   * code has loaded, a moment after start.
   */
  readonly level: LogLevel | undefined
  /**
   * Records an entry at or above the level. False when it is not kept: the logger is off, the level is below
   * its minimum, or the entry alone is larger than the whole buffer (SPEC §5: such entries are rejected).
   * `time` is when it happened, by default now.
   */
  log(level: LogLevel, message: string, context?: unknown, time?: number): boolean
  /** The kept entries, oldest first (copies: changing them changes nothing here). */
  entries(): LogEntry[]
  clear(): void
}

/** The lowest level the options keep (`logger.level`, by default 30, info); undefined while the logger is off. */
export function loggerLevel(options: LoggingOptions): LogLevel | undefined {
  if (!isLoggerOn(options)) return undefined
  const level = options.logger?.level ?? LOG_LEVELS.info
  return typeof level === 'number' ? level : LOG_LEVELS[level]
}

// An Error's own fields do not enumerate: without this its entry would read `{}`.
const errorFields = (_key: string, value: unknown) =>
  value instanceof Error
    ? { name: value.name, message: value.message, code: (value as { code?: unknown }).code }
    : value

const encoder = new TextEncoder()

/**
 * A ring of entries bounded by their serialized size: the oldest make room for a new one. Entries are kept as
 * their JSON, so the budget counts what a dapp would read or send, and a later change to a context object
 * changes nothing kept. It never prints: console output stays where it was.
 */
export function createLogger(level?: LogLevel, budgetBytes = LOG_BUFFER_BYTES): FoyerLogger {
  let kept: { json: string; bytes: number }[] = []
  let total = 0
  return {
    level,
    log(entryLevel, message, context, time = Date.now()) {
      if (level === undefined || entryLevel < level) return false
      let json: string
      try {
        json = JSON.stringify({ level: entryLevel, time, message, context }, errorFields)
      } catch {
        // A cycle or a BigInt: the message is still worth having.
        json = JSON.stringify({ level: entryLevel, time, message, context: '[unserializable]' })
      }
      const bytes = encoder.encode(json).length
      if (bytes > budgetBytes) return false
      total += bytes
      while (total > budgetBytes) total -= kept.shift()?.bytes ?? 0
      kept.push({ json, bytes })
      return true
    },
    entries: () => kept.map((entry) => JSON.parse(entry.json) as LogEntry),
    clear: () => {
      kept = []
      total = 0
    },
  }
}
