import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { ROOT, readSource } from './siteFiles.ts'

// Every public entry of every package a dapp installs is in the API reference. Left out: @foyer/protocol (the
// wire contracts between Foyer's own parts), a package's stylesheet, and entries for tests (`*.testing.ts`).
const entries = readdirSync(join(ROOT, 'packages'))
  .filter((name) => name !== 'protocol')
  .flatMap((name) => {
    const manifest = JSON.parse(readSource(`packages/${name}/package.json`)) as { exports: Record<string, unknown> }
    return Object.entries(manifest.exports).flatMap(([specifier, target]) => {
      const file = sourceOf(target)
      if (!file || file.endsWith('.testing.ts')) return []
      return [[join(`@foyer/${name}`, specifier), `../packages/${name}/${file.slice(2)}`]]
    })
  })
/** The TypeScript source an `exports` entry names: the string itself, or (a conditional entry) its source condition. */
function sourceOf(target: unknown): string | undefined {
  if (typeof target === 'string') return /(?<!\.d)\.tsx?$/.test(target) ? target : undefined
  if (!target || typeof target !== 'object') return undefined
  return Object.values(target).map(sourceOf).find(Boolean)
}

const typedoc = JSON.parse(readSource('site/typedoc.json')) as { entryPoints: string[] }
const program = JSON.parse(readSource('site/tsconfig.typedoc.json')) as { files: string[] }

test.each(entries)('the API reference documents %s', (_, file) => {
  expect(typedoc.entryPoints).toContain(file)
  expect(program.files).toContain(file)
})

test('the entries are read from the packages, not an empty list', () => {
  expect(entries.length).toBeGreaterThan(10)
})
