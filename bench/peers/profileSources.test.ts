import { describe, expect, it } from 'vitest'
import { type CpuProfile, chargeSamples, ownerOfSource, totals } from './profileSources.ts'

const frame = (functionName: string, url = '', lineNumber = -1) => ({ functionName, url, lineNumber, columnNumber: 0 })

/** root → main (the page's script) → appendChild (native); plus the bench's script, idle and the collector. */
const profile: CpuProfile = {
  startTime: 1_000,
  endTime: 9_000,
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5, 6] },
    { id: 2, callFrame: frame('render', 'http://dapp.example:4540/assets/index.js', 10), children: [3] },
    { id: 3, callFrame: frame('appendChild') },
    { id: 4, callFrame: frame('find', '', 4) },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('(garbage collector)') },
  ],
  // Samples at 1000, 2000, 4000, 5000, 6000, 8000 µs; each lasts until the next, the last until endTime.
  samples: [2, 3, 4, 5, 6, 2],
  timeDeltas: [0, 1_000, 2_000, 1_000, 1_000, 2_000],
}

const lookup = (url: string, line: number) =>
  url.endsWith('/index.js') && line === 10
    ? { source: '../../../node_modules/react-dom/cjs/client.js', line: 7 }
    : undefined

describe('chargeSamples', () => {
  it('charges a native call to the script that made it, by its package', () => {
    const byOwner = Object.fromEntries(totals(chargeSamples(profile, lookup), 'owner'))
    expect(byOwner['react-dom']).toBeCloseTo(1 + 2 + 1, 6)
  })

  it('keeps the bench’s own script and V8’s buckets apart, and leaves idle time out', () => {
    const byOwner = Object.fromEntries(totals(chargeSamples(profile, lookup), 'owner'))
    expect(byOwner).toEqual({
      'react-dom': expect.closeTo(4, 6),
      '(the bench’s page script)': expect.closeTo(1, 6),
      '(garbage collector)': expect.closeTo(2, 6),
    })
  })

  it('names a function by its original place', () => {
    const places = totals(chargeSamples(profile, lookup), 'place').map(([place]) => place)
    expect(places).toContain('render (react-dom:7)')
  })

  it('names a script without a source map by its path', () => {
    const byOwner = Object.fromEntries(
      totals(
        chargeSamples(profile, () => undefined),
        'owner',
      ),
    )
    expect(byOwner['/assets/index.js']).toBeCloseTo(4, 6)
  })
})

describe('ownerOfSource', () => {
  it('gives a package for node_modules, scoped or not, and a workspace path otherwise', () => {
    expect(ownerOfSource('../../../node_modules/react-dom/cjs/x.js')).toBe('react-dom')
    expect(ownerOfSource('../../node_modules/@noble/curves/esm/ed25519.js')).toBe('@noble/curves')
    expect(ownerOfSource('../../../packages/core/src/storage/storedItems.ts')).toBe(
      'packages/core/src/storage/storedItems.ts',
    )
  })
})
