import { DEFAULT_SOCIALS } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { SOCIAL_MARKS } from './socialMarks.ts'

describe('the social marks', () => {
  it('have a mark for each of SPEC §9’s default socials', () => {
    expect(DEFAULT_SOCIALS.filter((provider) => !SOCIAL_MARKS[provider])).toEqual([])
  })

  it('are each one path on the 24 × 24 grid (only path commands and numbers)', () => {
    for (const path of Object.values(SOCIAL_MARKS)) expect(path).toMatch(/^M[0-9MmLlHhVvCcSsQqTtAaZz .,-]+$/)
  })
})
