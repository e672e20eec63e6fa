import { expect, test } from 'vitest'
import { readPage, readSource } from './siteFiles.ts'

const stylesheet = readSource('packages/react/src/styles/foyer.css')
const declared = [...new Set([...stylesheet.matchAll(/(--foyer-[a-z0-9-]+):/g)].map(([, name = '']) => name))]
const themingPage = readPage('guide/theming.md')

test.each(declared)('the theming page names %s', (variable) => {
  expect(themingPage).toContain(`\`${variable}\``)
})

test('the stylesheet has variables to document', () => {
  expect(declared.length).toBeGreaterThan(50)
})
