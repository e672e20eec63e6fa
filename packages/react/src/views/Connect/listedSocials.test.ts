import { describe, expect, it } from 'vitest'
import { listedSocials } from './listedSocials.ts'

describe('listedSocials', () => {
  it('keeps the dapp order and lists each provider once, whatever its case', () => {
    expect(listedSocials(['Google', 'x', 'google', 'Discord'])).toEqual(['google', 'x', 'discord'])
  })

  it('lists none when the dapp turned social logins off', () => {
    expect(listedSocials(false)).toEqual([])
  })
})
