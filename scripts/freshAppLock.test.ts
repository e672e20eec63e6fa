import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FRESH_APPS, freshAppFiles } from './freshAppLock.ts'
import { ROOT } from './stack.ts'

const committed = (react: 18 | 19, file: string) =>
  JSON.parse(readFileSync(join(ROOT, FRESH_APPS[react], file), 'utf8'))

describe('the fresh apps’ lock files', () => {
  for (const react of [19, 18] as const) {
    it(`React ${react}: the committed lock still matches the root lock (npx tsx scripts/freshAppLock.ts --write)`, () => {
      const { manifest, lock } = freshAppFiles(react)
      expect(committed(react, 'package.json')).toEqual(manifest)
      expect(committed(react, 'package-lock.json')).toEqual(lock)
    })
  }

  it('React 18: react, react-dom and the scheduler are React 18 ones', () => {
    const { packages } = freshAppFiles(18).lock
    expect(packages['node_modules/react']?.version).toMatch(/^18\./)
    expect(packages['node_modules/react-dom']?.version).toMatch(/^18\./)
    expect(packages['node_modules/scheduler']?.version).toMatch(/^0\.23\./)
  })

  it('every third-party entry has the version and integrity of the same package in the root lock', () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')).packages as Record<
      string,
      { version?: string; integrity?: string }
    >
    const integrities = new Set(Object.values(root).map((entry) => entry.integrity))
    for (const [path, entry] of Object.entries(freshAppFiles(19).lock.packages)) {
      if (path === '' || path.startsWith('node_modules/@foyer/')) continue
      expect(integrities.has(entry.integrity), path).toBe(true)
    }
  })
})
