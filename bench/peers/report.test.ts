import { describe, expect, it } from 'vitest'
import {
  hostsTable,
  mediansTable,
  type PageRuns,
  pairedTable,
  ratio,
  ratioMatrix,
  spreadTable,
  targetsTable,
} from './report.ts'

const page = (name: string, value: number): PageRuns => ({
  name,
  label: name,
  jsKb: [value, value * 3, value * 2],
  buttonMs: [value],
  listMs: [value],
  heapMib: [value],
  blocked: [0, 2, 1],
  rounds: [0],
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
    const matrix = ratioMatrix([page('react', 10), page('foyer', 20)], 'heapMib')
    expect(matrix.split('\n')[2]).toMatch(/^\| react +\| 1\.00× +\| 0\.50× +\|$/)
  })

  it('lists the hosts each page tried, sorted, and none when it tried none', () => {
    const rows = hostsTable([page('react', 10), page('foyer', 20)]).split('\n')
    expect([rows[2], rows[3]]).toEqual([
      expect.stringMatching(/^\| react +\| none +\|$/),
      expect.stringMatching(/^\| foyer +\| api\.example, relay\.example +\|$/),
    ])
  })

  it("gives the middle half of each page's runs", () => {
    const runs = { ...page('foyer', 0), buttonMs: [100, 110, 120, 130, 200], listMs: [1, 2, 3, 4], heapMib: [3] }
    expect(spreadTable([runs]).split('\n')[2]).toMatch(/^\| foyer +\| 110–130 +\| 1\.0–3\.0 +\| 3\.00–3\.00 +\|$/)
  })

  it("divides each run by the reference page's run of the same round, skipping rounds either page lost", () => {
    const react = {
      ...page('react', 0),
      buttonMs: [100, 150, 200],
      rounds: [0, 1, 2],
      listMs: [2, 2, 2],
      heapMib: [2, 2, 2],
    }
    // Round 1 failed for this page; its slow round 2 came with a slow round 2 of React alone's too.
    const foyer = { ...page('foyer', 0), buttonMs: [110, 240], rounds: [0, 2], listMs: [4, 6], heapMib: [3, 3] }
    expect(pairedTable([react, foyer], 'react').split('\n')[2]).toMatch(
      /^\| foyer +\| 1\.15× \(1\.10–1\.20\) +\| 2\.50× \(2\.00–3\.00\) +\| 1\.50× \(1\.50–1\.50\) +\|$/,
    )
  })

  it("says of each target whether each page meets it, against the reference page's medians", () => {
    const react = { ...page('react', 0), jsKb: [67.8], buttonMs: [100], listMs: [3], heapMib: [2.39] }
    const foyer = { ...page('foyer', 0), jsKb: [79.3], buttonMs: [112], listMs: [19.5], heapMib: [3.35] }
    expect(targetsTable([react, foyer], 'react').split('\n')[2]).toMatch(
      /^\| foyer +\| \+ 11\.5 \(met\) +\| 1\.12× \(over\) +\| \+ 16\.5 \(over\) +\| \+ 0\.960 \(met\) +\|$/,
    )
  })
})
