import { describe, expect, it } from 'vitest'
import { visitorTimeZone } from './visitorTimeZone.ts'

const clock = (timeZoneId: () => string) => ({ Temporal: { Now: { timeZoneId } } })

describe('visitorTimeZone', () => {
  it("reads Temporal's clock where the browser has one", () => {
    expect(visitorTimeZone(clock(() => 'Asia/Hong_Kong'))).toBe('Asia/Hong_Kong')
  })

  it("falls back to Intl's resolved time zone without Temporal", () => {
    expect(visitorTimeZone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('says it cannot tell when the clock throws or answers nothing', () => {
    expect(
      visitorTimeZone(
        clock(() => {
          throw new RangeError('no zone')
        }),
      ),
    ).toBeUndefined()
    expect(visitorTimeZone(clock(() => ''))).toBeUndefined()
  })
})
