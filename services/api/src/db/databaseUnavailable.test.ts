import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './databaseUnavailable.ts'

const withCode = (code: string) => Object.assign(new Error('driver error'), { code })

describe('isDatabaseUnavailable', () => {
  it.each(['57P01', '57P03', '08006', 'CONNECTION_CLOSED', 'ECONNREFUSED'])(
    'is true for %s, also inside Drizzle’s cause',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true)
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode(code) }))).toBe(true)
    },
  )

  it('is false for a query that is wrong, not the database that is away', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('no code'))).toBe(false)
    expect(isDatabaseUnavailable('text')).toBe(false)
  })
})
