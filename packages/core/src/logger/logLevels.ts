// Kept apart from the logger's code (createLogger.ts), which loads only when the logger is on.

export type LogLevelName = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'
/** SPEC §9 logger levels, pino's numbers: 10 trace, 20 debug, 30 info, 40 warn, 50 error, 60 fatal. */
export type LogLevel = 10 | 20 | 30 | 40 | 50 | 60

/** The dapp's choice (FoyerOptions `logger`). */
export interface LoggerOptions {
  level?: LogLevel | LogLevelName
}

export interface LoggingOptions {
  logger?: LoggerOptions
  enableLogger?: boolean
}

/** Off by default; on with `enableLogger: true` or a `logger` option, and `enableLogger: false` keeps it off. */
export const isLoggerOn = (options: LoggingOptions): boolean => options.enableLogger ?? options.logger !== undefined
