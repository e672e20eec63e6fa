import { describe, expect, it } from 'vitest'
import { createInFlightBytes } from './inFlightBytes.ts'

describe('createInFlightBytes', () => {
  it('refuses a charge past the budget and takes everything back on release', () => {
    const bytes = createInFlightBytes(100, 100)
    const first = bytes.lease('a')
    const second = bytes.lease('b')
    expect(first.charge(60)).toBe(true)
    expect(second.charge(50)).toBe(false)
    expect(second.charge(40)).toBe(true)
    expect(bytes.inUse()).toBe(100)
    first.release()
    first.release()
    expect(bytes.inUse()).toBe(40)
    expect(second.charge(60)).toBe(true)
  })

  it("keeps one client to its share, so another client's request still fits", () => {
    const bytes = createInFlightBytes(100, 30)
    const greedy = [bytes.lease('greedy'), bytes.lease('greedy')]
    expect(greedy[0]!.charge(20)).toBe(true)
    expect(greedy[1]!.charge(20)).toBe(false)
    expect(bytes.lease('other').charge(30)).toBe(true)
  })
})
