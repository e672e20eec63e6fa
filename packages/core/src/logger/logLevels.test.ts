import { describe, expect, it } from 'vitest'
import { isLoggerOn } from './logLevels.ts'

describe('isLoggerOn', () => {
  it('is off by default', () => {
    expect(isLoggerOn({})).toBe(false)
  })

  it('is on with enableLogger, or with a logger option alone', () => {
    expect(isLoggerOn({ enableLogger: true })).toBe(true)
    expect(isLoggerOn({ logger: {} })).toBe(true)
  })

  it('stays off when enableLogger is false, whatever the logger option says', () => {
    expect(isLoggerOn({ enableLogger: false, logger: { level: 'trace' } })).toBe(false)
  })
})
