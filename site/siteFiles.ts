import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

// What the site's tests read: the hand-written pages (the generated API reference is checked by VitePress's own
// dead-link check when it builds) and the package sources the pages document.

export const SITE = import.meta.dirname
export const ROOT = join(SITE, '..')

const GENERATED_OR_INSTALLED = new Set(['api', 'node_modules', '.vitepress'])

/** Every hand-written page, as a path relative to site/. */
export function pages(dir = SITE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (GENERATED_OR_INSTALLED.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return pages(path)
    return entry.name.endsWith('.md') ? [relative(SITE, path)] : []
  })
}

export const readPage = (page: string): string => readFileSync(join(SITE, page), 'utf8')
export const readSource = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

/** The members of `export interface <name> {…}` in a source file: its properties and methods, in order. */
export function interfaceKeys(path: string, name: string): string[] {
  const source = readSource(path)
  const start = source.indexOf(`export interface ${name} `)
  if (start === -1) throw new Error(`${path} has no interface ${name}`)
  const body = source.slice(start, source.indexOf('\n}', start))
  return [...body.matchAll(/^ {2}(?:readonly )?(\w+)\??[:(]/gm)].map(([, key = '']) => key)
}

/** The heading texts of a page (`## Title` → "Title"), inline code marks dropped. */
export const headings = (markdown: string, level: number): string[] =>
  [...withoutCodeBlocks(markdown).matchAll(new RegExp(`^${'#'.repeat(level)} (.+)$`, 'gm'))].map(([, text = '']) =>
    text.replaceAll('`', '').trim(),
  )

export const withoutCodeBlocks = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```/gm, '')
