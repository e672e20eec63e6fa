import { expect, test } from 'vitest'
import { readPage, readSource } from './siteFiles.ts'

// The page's stylesheet and the modal's (which declares only what Foyer sets itself, documented all the same).
const stylesheet = ['foyer.css', 'modal.css'].map((file) => readSource(`packages/react/src/styles/${file}`)).join('\n')
const declared = [...new Set([...stylesheet.matchAll(/(--foyer-[a-z0-9-]+):/g)].map(([, name = '']) => name))]
const themingPage = readPage('guide/theming.md')

test.each(declared)('the theming page names %s', (variable) => {
  expect(themingPage).toContain(`\`${variable}\``)
})

test('the stylesheet has variables to document', () => {
  expect(declared.length).toBeGreaterThan(50)
})
