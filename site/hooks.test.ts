import { expect, test } from 'vitest'
import { headings, readPage, readSource } from './siteFiles.ts'

const documented = new Set(headings(readPage('guide/hooks.md'), 2))
const index = readSource('packages/react/src/index.ts')
// Value exports of @foyer/react's index: hooks (use…) and components (PascalCase, from a .tsx file).
const exported = [...index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)].flatMap(([, names = '', from = '']) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => ({ name, from })),
)
const hooksAndComponents = exported.filter(
  ({ name, from }) => /^use[A-Z]/.test(name) || (/^[A-Z][a-z]/.test(name) && from.endsWith('.tsx')),
)

test.each(hooksAndComponents.map(({ name }) => name))('the hooks page has a section for %s', (name) => {
  expect(documented).toContain(name)
})
