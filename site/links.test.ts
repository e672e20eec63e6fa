import { existsSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { expect, test } from 'vitest'
import { anchors } from './anchors.ts'
import { pages, readPage, SITE, withoutCodeBlocks } from './siteFiles.ts'

// Links between hand-written pages: the page exists and so does the heading a #fragment names. Links into the
// generated API reference are left to VitePress, whose build fails on a dead link.
const links = pages().flatMap((page) =>
  [...withoutCodeBlocks(readPage(page)).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => ({ page, target })),
)

function resolve(page: string, target: string): { file: string; fragment: string | undefined } {
  const [path = '', fragment] = target.split('#')
  if (!path) return { file: page, fragment }
  const joined = normalize(path.startsWith('/') ? path.slice(1) : join(dirname(page), path))
  const file = joined.endsWith('/') || joined === '.' ? join(joined, 'index.md') : joined
  return { file: file.endsWith('.md') ? file : `${file}.md`, fragment }
}

test('the pages link to each other', () => {
  expect(links.length).toBeGreaterThan(20)
})

test.each(links.filter(({ target }) => !/(^|\/)api\//.test(target)).map(({ page, target }) => [page, target]))(
  '%s links to %s, which exists',
  (page, target) => {
    const { file, fragment } = resolve(page, target)
    expect(existsSync(join(SITE, file)), file).toBe(true)
    if (fragment) expect(anchors(readPage(file))).toContain(fragment)
  },
)
