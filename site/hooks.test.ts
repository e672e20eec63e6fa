import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const root = join(import.meta.dirname, '..')
const hooksPage = readFileSync(join(root, 'site/guide/hooks.md'), 'utf8')
const index = readFileSync(join(root, 'packages/react/src/index.ts'), 'utf8')
// Value exports of @foyer/react's index: hooks (use…) and components (PascalCase, from a .tsx file).
const exported = [...index.matchAll(/export \{([^}]*)\} from '([^']+)'/g)].flatMap(([, names = '', from = '']) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => ({ name, from })),
)
const documented = exported.filter(
  ({ name, from }) => /^use[A-Z]/.test(name) || (/^[A-Z][a-z]/.test(name) && from.endsWith('.tsx')),
)

test.each(documented.map(({ name }) => name))('the site has a section for %s', (name) => {
  expect(hooksPage).toMatch(new RegExp(`^## ${name}$`, 'm'))
})
