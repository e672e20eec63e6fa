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
})
