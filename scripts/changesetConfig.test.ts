import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const config = JSON.parse(readFileSync(join(root, '.changeset/config.json'), 'utf8')) as { fixed: string[][] }

function workspaceNames(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(
      (entry) =>
        (JSON.parse(readFileSync(join(root, folder, entry.name, 'package.json'), 'utf8')) as { name: string }).name,
    )
    .sort()
}

// docs/releasing.md: the packages a dapp installs share one version, and so do the services an operator runs.
describe('Changesets', () => {
  it('versions every package under packages/ together', () => {
    expect([...(config.fixed[0] ?? [])].sort()).toEqual(workspaceNames('packages'))
  })

  it('versions every service under services/ together', () => {
    expect([...(config.fixed[1] ?? [])].sort()).toEqual(workspaceNames('services'))
  })

  // The changesets CLI reads a YAML front matter of `"package": bump` lines between two `---` lines; a formatter that
  // takes a one-line front matter for a heading (`## "@foyer/react": minor`) would make the release skip it.
  const changesets = readdirSync(join(root, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  )
  const releasable = [...workspaceNames('packages'), ...workspaceNames('services')]

  it.each(changesets)('%s names released workspaces and their bumps in its front matter', (file) => {
    const text = readFileSync(join(root, '.changeset', file), 'utf8')
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1]
    expect(frontMatter, 'front matter').toBeDefined()
    const bumps = (frontMatter ?? '').split('\n').filter((line) => line.trim() !== '')
    expect(bumps.length).toBeGreaterThan(0)
    for (const line of bumps) {
      const [, name = '', bump] = /^"([^"]+)": (major|minor|patch)$/.exec(line) ?? []
      expect(releasable, line).toContain(name)
      expect(bump, line).toBeDefined()
    }
  })
})
