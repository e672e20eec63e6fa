import type { FoyerLogger } from './createLogger.ts'
import { isLoggerOn, type LoggingOptions } from './logLevels.ts'

type Logged = Parameters<FoyerLogger['log']>

/**
 * The client's logger. Its code (createLogger.ts) loads only when the dapp turned it on, so a page that keeps no
 * log carries these lines alone. What is logged before the code arrives waits, with its time, and is kept in
 * order once it does (entries() and level show it from then on: a few milliseconds after start).
 */
export function clientLogger(options: LoggingOptions): FoyerLogger {
  let ring: FoyerLogger | undefined
  let early: Logged[] | undefined = isLoggerOn(options) ? [] : undefined
  if (early) {
    import('./createLogger.ts').then(
      (module) => {
        ring = module.createLogger(module.loggerLevel(options))
        for (const logged of early ?? []) ring.log(...logged)
        early = []
      },
      // Without its code nothing more is queued (the log stays empty); the console still says what failed.
      () => {
        early = undefined
      },
    )
  }
  return {
    get level() {
      return ring?.level
    },
    log: (level, message, context, time = Date.now()) =>
      ring ? ring.log(level, message, context, time) : !!early?.push([level, message, context, time]),
    entries: () => ring?.entries() ?? [],
    clear: () => {
      if (early) early = []
      ring?.clear()
    },
  }
}
