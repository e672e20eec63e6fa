import { describe, expect, it } from 'vitest'
import { hostsTable, mediansTable, type PageRuns, ratio, ratioMatrix } from './report.ts'

const page = (name: string, value: number): PageRuns => ({
  name,
  label: name,
  jsKb: [value, value * 3, value * 2],
  buttonMs: [value],
  listMs: [value],
  heapMb: [value],
  blocked: [0, 2, 1],
  hosts: new Set(value > 10 ? ['relay.example', 'api.example'] : []),
  failures: 0,
})

describe('the peers report', () => {
  it('divides medians and leaves a dash when there is nothing to divide by', () => {
    expect([ratio(3, 2), ratio(1, 0)]).toEqual(['1.50×', '–'])
  })

  it('gives every page its median and its ratio to the reference page', () => {
    const table = mediansTable([page('react', 10), page('foyer', 20)], 'react')
    expect(table.split('\n')[3]).toMatch(/^\| foyer +\| 40\.0 +\| 2\.00× +\| 20 +\| 2\.00× /)
  })

  it('divides each row by each column in the ratio matrix', () => {
    const matrix = ratioMatrix([page('react', 10), page('foyer', 20)], 'heapMb')
    expect(matrix.split('\n')[2]).toMatch(/^\| react +\| 1\.00× +\| 0\.50× +\|$/)
  })

  it('lists the hosts each page tried, sorted, and none when it tried none', () => {
    const rows = hostsTable([page('react', 10), page('foyer', 20)]).split('\n')
    expect([rows[2], rows[3]]).toEqual([
      expect.stringMatching(/^\| react +\| none +\|$/),
      expect.stringMatching(/^\| foyer +\| api\.example, relay\.example +\|$/),
    ])
  })
})
