import { describe, expect, it } from 'vitest'
import { parseWalletQuery } from './parseWalletQuery.ts'

const query = (raw: Record<string, string>) => {
  const parsed = parseWalletQuery(raw)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.query
}
const issuesOf = (raw: Record<string, string>) => {
  const parsed = parseWalletQuery(raw)
  if (parsed.ok) throw new Error('expected the query to be refused')
  return parsed
}

describe('parseWalletQuery', () => {
  it('defaults to the first page of 40 (SPEC §9) and ignores projectId, st and sv', () => {
    expect(query({ projectId: 'p1', st: 'foyer', sv: '0.1.0' })).toEqual({ page: 1, entries: 40 })
  })

  it('reads lists as sorted sets without blanks, so equal questions share a cache entry', () => {
    expect(query({ include: ' b, a,,b ', exclude: ',', chains: 'eip155:137,eip155:1' })).toEqual({
      page: 1,
      entries: 40,
      include: ['a', 'b'],
      chains: ['eip155:1', 'eip155:137'],
    })
  })

  it('lower-cases search and names, which compare case-insensitively', () => {
    expect(query({ search: '  MetaMa ', names: 'MetaMask,Rainbow' })).toMatchObject({
      search: 'metama',
      names: ['metamask', 'rainbow'],
    })
  })

  it('treats badge and badge_type as one filter, and none as no filter', () => {
    expect(query({ badge: 'certified' }).badge).toBe('certified')
    expect(query({ badge_type: 'certified' }).badge).toBe('certified')
    expect(query({ badge_type: 'none' }).badge).toBeUndefined()
    expect(issuesOf({ badge: 'certified', badge_type: 'none' }).issues).toEqual([
      { path: ['badge'], message: 'badge and badge_type must agree when both are given' },
    ])
  })

  it('refuses a page or entries that is not a whole number of at least 1', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '1e3']) {
      expect(issuesOf({ page }).issues[0]?.path).toEqual(['page'])
    }
    expect(issuesOf({ entries: '0' }).message).toBe('Invalid /getWallets query: entries: entries must be at least 1')
  })

  it('caps entries at 100', () => {
    expect(query({ entries: '100' }).entries).toBe(100)
    expect(issuesOf({ entries: '101' }).message).toBe('Invalid /getWallets query: entries: entries must be at most 100')
  })

  it('refuses a chain that is not CAIP-2, an empty search and an unknown badge', () => {
    expect(issuesOf({ chains: 'eip155:1,ethereum' }).issues[0]).toEqual({
      path: ['chains', 1],
      message: 'must be a CAIP-2 chain id like eip155:1',
    })
    expect(issuesOf({ search: '  ' }).issues[0]?.message).toBe('search needs at least 1 character')
    expect(issuesOf({ badge: 'gold' }).issues[0]?.path).toEqual(['badge'])
  })

  it('refuses text the database cannot store and lists longer than 100 items', () => {
    expect(issuesOf({ search: 'a\u0000b' }).issues[0]?.path).toEqual(['search'])
    const many = Array.from({ length: 101 }, (_, index) => `w${index}`).join(',')
    expect(issuesOf({ include: many }).issues[0]?.message).toBe('include lists at most 100 items')
  })
})
