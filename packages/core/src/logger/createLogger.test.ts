import { describe, expect, it } from 'vitest'
import { createLogger, LOG_BUFFER_BYTES, LOG_LEVELS, loggerLevel } from './createLogger.ts'

const bytesOf = (entry: unknown) => new TextEncoder().encode(JSON.stringify(entry)).length

describe('createLogger', () => {
  it('keeps a log buffer of 1024000 bytes (SPEC §9)', () => {
    expect(LOG_BUFFER_BYTES).toBe(1024000)
  })

  it('keeps nothing while it is off', () => {
    const logger = createLogger(undefined)
    expect(logger.log(LOG_LEVELS.fatal, 'lost')).toBe(false)
    expect(logger.entries()).toEqual([])
  })

  it('keeps entries at or above its level with their level, time, message and context', () => {
    const logger = createLogger(LOG_LEVELS.warn)
    expect(logger.log(LOG_LEVELS.info, 'below')).toBe(false)
    expect(logger.log(LOG_LEVELS.warn, 'kept', { connectorId: 'io.metamask' })).toBe(true)
    const [entry] = logger.entries()
    expect(logger.entries()).toHaveLength(1)
    expect(entry).toMatchObject({ level: 40, message: 'kept', context: { connectorId: 'io.metamask' } })
    expect(entry?.time).toBeTypeOf('number')
  })

  it("records an error's name, message and code", () => {
    const logger = createLogger(LOG_LEVELS.trace)
    const error = Object.assign(new Error('User rejected the request'), { code: 'USER_REJECTED' })
    logger.log(LOG_LEVELS.error, 'connect failed', { error })
    expect(logger.entries()[0]?.context).toEqual({
      error: { name: 'Error', message: 'User rejected the request', code: 'USER_REJECTED' },
    })
  })

  it('keeps the message of an entry whose context cannot be serialized', () => {
    const logger = createLogger(LOG_LEVELS.trace)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(logger.log(LOG_LEVELS.error, 'cyclic', cyclic)).toBe(true)
    expect(logger.entries()[0]).toMatchObject({ message: 'cyclic', context: '[unserializable]' })
  })

  it('rejects an entry above the buffer budget and keeps what it had', () => {
    const logger = createLogger(LOG_LEVELS.trace)
    logger.log(LOG_LEVELS.info, 'before')
    expect(logger.log(LOG_LEVELS.info, 'x'.repeat(LOG_BUFFER_BYTES))).toBe(false)
    expect(logger.entries().map((entry) => entry.message)).toEqual(['before'])
  })

  it('drops the oldest entries when a new one needs room, staying within the budget', () => {
    const logger = createLogger(LOG_LEVELS.trace, 200)
    for (const message of ['one', 'two', 'three', 'four', 'five']) logger.log(LOG_LEVELS.info, message)
    const entries = logger.entries()
    expect(entries.at(-1)?.message).toBe('five')
    expect(entries[0]?.message).not.toBe('one')
    expect(entries.reduce((sum, entry) => sum + bytesOf(entry), 0)).toBeLessThanOrEqual(200)
  })

  it('counts the budget in UTF-8 bytes, not characters', () => {
    const logger = createLogger(LOG_LEVELS.trace, 100)
    // 30 characters of 3 bytes each: 90 bytes of message alone, with the rest of the entry above 100.
    expect(logger.log(LOG_LEVELS.info, '€'.repeat(30))).toBe(false)
  })

  it('hands out copies: changing a context afterwards changes nothing kept', () => {
    const logger = createLogger(LOG_LEVELS.trace)
    const context = { step: 1 }
    logger.log(LOG_LEVELS.info, 'step', context)
    context.step = 2
    expect(logger.entries()[0]?.context).toEqual({ step: 1 })
  })

  it('forgets every entry on clear', () => {
    const logger = createLogger(LOG_LEVELS.trace)
    logger.log(LOG_LEVELS.info, 'gone')
    logger.clear()
    expect(logger.entries()).toEqual([])
  })
})

describe('LOG_LEVELS', () => {
  it('numbers its levels as pino does, 10 to 60', () => {
    expect(Object.values(LOG_LEVELS)).toEqual([10, 20, 30, 40, 50, 60])
  })
})

describe('loggerLevel', () => {
  it('is off by default', () => {
    expect(loggerLevel({})).toBeUndefined()
  })

  it('turns on at info with enableLogger', () => {
    expect(loggerLevel({ enableLogger: true })).toBe(30)
  })

  it('takes the level from the logger option, by name or number', () => {
    expect(loggerLevel({ logger: { level: 'debug' } })).toBe(20)
    expect(loggerLevel({ logger: { level: 50 } })).toBe(50)
  })

  it('stays off when enableLogger is false, whatever the logger option says', () => {
    expect(loggerLevel({ enableLogger: false, logger: { level: 'trace' } })).toBeUndefined()
  })
})
