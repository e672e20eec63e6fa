/** SPEC §9 logger levels, pino's numbers. */
export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const
export type LogLevelName = keyof typeof LOG_LEVELS
export type LogLevel = (typeof LOG_LEVELS)[LogLevelName]

/** SPEC §9: the log buffer holds at most 1024000 bytes of entries (their JSON, UTF-8). */
export const LOG_BUFFER_BYTES = 1_024_000

export interface LogEntry {
  level: LogLevel
  /** Milliseconds since the epoch. */
  time: number
  message: string
  context?: unknown
}

/** The dapp's choice (FoyerOptions `logger` / `enableLogger`). */
export interface LoggerOptions {
  level?: LogLevel | LogLevelName
}

export interface FoyerLogger {
  /** The lowest level kept; undefined while the logger is off (the default). */
  readonly level: LogLevel | undefined
  /**
   * Records an entry at or above the level. False when it is not kept: the logger is off, the level is below
   * its minimum, or the entry alone is larger than the whole buffer (SPEC §5: such entries are rejected).
   */
  log(level: LogLevel, message: string, context?: unknown): boolean
  /** The kept entries, oldest first (copies: changing them changes nothing here). */
  entries(): LogEntry[]
  clear(): void
}

/** The level the options ask for: `logger` alone turns it on at info, `enableLogger: false` keeps it off. */
export function loggerLevel(options: { logger?: LoggerOptions; enableLogger?: boolean }): LogLevel | undefined {
  if (options.enableLogger === false || (!options.logger && !options.enableLogger)) return undefined
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
    log(entryLevel, message, context) {
      if (level === undefined || entryLevel < level) return false
      let json: string
      try {
        json = JSON.stringify({ level: entryLevel, time: Date.now(), message, context }, errorFields)
      } catch {
        // A cycle or a BigInt: the message is still worth having.
        json = JSON.stringify({ level: entryLevel, time: Date.now(), message, context: '[unserializable]' })
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
