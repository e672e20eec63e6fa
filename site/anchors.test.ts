import { expect, test } from 'vitest'
import { anchors, slugify } from './anchors.ts'

test('a heading becomes the id VitePress gives it', () => {
  expect(slugify('FoyerProvider props')).toBe('foyerprovider-props')
  expect(slugify('A strict CSP on the dapp')).toBe('a-strict-csp-on-the-dapp')
})

test('a repeated heading is numbered, as markdown-it-anchor numbers it', () => {
  expect([...anchors('### siwx\n\n## siwx\n')]).toEqual(['siwx', 'siwx-1'])
})

test('a heading inside a code block is no anchor', () => {
  expect([...anchors('```sh\n# a comment\n```\n## Real\n')]).toEqual(['real'])
})
