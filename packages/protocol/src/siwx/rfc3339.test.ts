import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readRfc3339 } from './rfc3339.ts'

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

describe('readRfc3339', () => {
  it.each([
    ['2026-11-22T10:00:00Z', Date.UTC(2026, 10, 22, 10)],
    ['2026-11-22T10:00:00.123Z', Date.UTC(2026, 10, 22, 10, 0, 0, 123)],
    ['2026-11-22T10:00:00.1239999Z', Date.UTC(2026, 10, 22, 10, 0, 0, 123)],
    ['2026-11-22T12:30:00+02:30', Date.UTC(2026, 10, 22, 10)],
    ['2026-11-22T05:00:00-05:00', Date.UTC(2026, 10, 22, 10)],
    ['2026-11-22T10:00:00-00:00', Date.UTC(2026, 10, 22, 10)],
    ['2026-11-22t10:00:00z', Date.UTC(2026, 10, 22, 10)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['2000-02-29T00:00:00Z', Date.UTC(2000, 1, 29)],
  ])('reads %s', (text, instant) => {
    expect(readRfc3339(text)).toBe(instant)
  })

  it('reads years before 100 as themselves, not as 19xx', () => {
    expect(new Date(readRfc3339('0042-01-01T00:00:00Z') ?? Number.NaN).getUTCFullYear()).toBe(42)
  })

  it.each([
    ['31 February', '2026-02-31T10:00:00Z'],
    ['29 February of a common year', '2026-02-29T10:00:00Z'],
    ['29 February of a century that is no leap year', '1900-02-29T10:00:00Z'],
    ['31 April', '2026-04-31T10:00:00Z'],
    ['day 0', '2026-04-00T10:00:00Z'],
    ['month 13', '2026-13-01T10:00:00Z'],
    ['month 0', '2026-00-01T10:00:00Z'],
    ['hour 24', '2026-11-22T24:00:00Z'],
    ['hour 25', '2026-11-22T25:00:00Z'],
    ['minute 60', '2026-11-22T10:60:00Z'],
    ['second 61', '2026-11-22T10:00:61Z'],
    ['an offset hour of 24', '2026-11-22T10:00:00+24:00'],
    ['an offset minute of 60', '2026-11-22T10:00:00+01:60'],
    ['no offset', '2026-11-22T10:00:00'],
    ['a space for T', '2026-11-22 10:00:00Z'],
    ['a fraction without digits', '2026-11-22T10:00:00.Z'],
    ['a short year', '226-11-22T10:00:00Z'],
    ['an offset without colon', '2026-11-22T10:00:00+0100'],
    ['a trailing space', '2026-11-22T10:00:00Z '],
    ['non-ASCII digits', '２026-11-22T10:00:00Z'],
  ])('refuses %s', (_name, text) => {
    expect(readRfc3339(text)).toBeUndefined()
  })

  it('accepts a leap second at 23:59:60 UTC on 30 June and 31 December only, as the last millisecond of the day', () => {
    expect(readRfc3339('2016-12-31T23:59:60Z')).toBe(Date.UTC(2016, 11, 31, 23, 59, 59, 999))
    expect(readRfc3339('2015-06-30T23:59:60.5Z')).toBe(Date.UTC(2015, 5, 30, 23, 59, 59, 999))
    expect(readRfc3339('2017-01-01T00:59:60+01:00')).toBe(Date.UTC(2016, 11, 31, 23, 59, 59, 999))
    expect(readRfc3339('2016-12-31T22:59:60Z')).toBeUndefined()
    expect(readRfc3339('2016-03-31T23:59:60Z')).toBeUndefined()
    expect(readRfc3339('2016-12-31T23:59:60+01:00')).toBeUndefined()
  })

  it('reads every existing calendar time as Date does, and refuses every day past the end of its month', () => {
    const parts = fc.record({
      year: fc.integer({ min: 0, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    })
    fc.assert(
      fc.property(parts, ({ year, month, day, hour, minute, second }) => {
        const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}Z`
        // Day 0 of the next month is the last day of this one: Date's own calendar, as the oracle.
        const oracle = new Date(0)
        oracle.setUTCFullYear(year, month, 0)
        if (day > oracle.getUTCDate()) {
          expect(readRfc3339(text)).toBeUndefined()
        } else {
          oracle.setUTCFullYear(year, month - 1, day)
          oracle.setUTCHours(hour, minute, second, 0)
          expect(readRfc3339(text)).toBe(oracle.getTime())
        }
      }),
      { numRuns: 300 },
    )
  })
})
