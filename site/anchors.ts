import { withoutCodeBlocks } from './siteFiles.ts'

// VitePress's heading ids (@mdit-vue/shared's slugify, less its control-character step: a markdown heading holds
// none): a link's #fragment must name one of them.
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g
const COMBINING = /[\u0300-\u036F]/g

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()

/** The ids of a page's headings; a repeated heading gets -1, -2… as markdown-it-anchor numbers them. */
export function anchors(markdown: string): Set<string> {
  const ids = new Set<string>()
  for (const [, text = ''] of withoutCodeBlocks(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = slugify(text.replaceAll('`', ''))
    let id = slug
    for (let n = 1; ids.has(id); n++) id = `${slug}-${n}`
    ids.add(id)
  }
  return ids
}
