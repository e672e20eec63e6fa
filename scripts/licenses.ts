import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { isAllowedLicense, LICENSE_EXCEPTIONS, licenseOf, ROOT_DIR } from './licenseRules.ts'

/**
 * `npm run licenses` (part of `npm run check`): the license of every package in the production dependency tree
 * of each shipped workspace — packages/* (what a dapp installs), services/* (what a deployment runs) and
 * apps/* (what `npm start` runs) — and a failure for anything but an OSI-approved license or an exception
 * documented in scripts/licenseRules.ts. Dev dependencies (tests, build tools) are not shipped and not checked.
 */
interface Manifest {
  name: string
  version: string
  license?: unknown
  licenses?: unknown
  private?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))

/** Node's lookup: the nearest node_modules/<name> from `fromDir` up to the repository root. */
function resolvePackage(name: string, fromDir: string): string | undefined {
  let dir = fromDir
  for (;;) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dir === ROOT_DIR || dirname(dir) === dir) return undefined
    dir = dirname(dir)
  }
}

interface Found {
  name: string
  version: string
  license: string
  /** The first shipped workspace whose tree holds it. */
  via: string
}

const WORKSPACES = ['packages', 'services', 'apps'].flatMap((group) =>
  readdir(join(ROOT_DIR, group)).map((name) => join(ROOT_DIR, group, name)),
)

function readdir(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => existsSync(join(dir, name, 'package.json'))) : []
}

const found = new Map<string, Found>()
const missing: string[] = []

function walk(dir: string, via: string, seen: Set<string>): void {
  if (seen.has(dir)) return
  seen.add(dir)
  const manifest = readManifest(dir)
  const isOwn = manifest.name.startsWith('@foyer/')
  if (!isOwn) {
    const key = `${manifest.name}@${manifest.version}`
    if (!found.has(key))
      found.set(key, { name: manifest.name, version: manifest.version, license: licenseOf(manifest), via })
  }
  const optionalPeers = manifest.peerDependenciesMeta ?? {}
  const wanted: [string, boolean][] = [
    ...Object.keys(manifest.dependencies ?? {}).map((name): [string, boolean] => [name, true]),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((name): [string, boolean] => [name, false]),
    // Peers ship too (the dapp installs them); optional peers only when something installed them.
    ...Object.keys(manifest.peerDependencies ?? {}).map((name): [string, boolean] => [
      name,
      !optionalPeers[name]?.optional,
    ]),
  ]
  for (const [name, required] of wanted) {
    const resolved = resolvePackage(name, dir)
    if (resolved) walk(resolved, via, seen)
    else if (required && !isOptionalEverywhere(manifest, name)) missing.push(`${name} (needed by ${manifest.name})`)
  }
}

function isOptionalEverywhere(manifest: Manifest, name: string): boolean {
  return Boolean(manifest.optionalDependencies?.[name])
}

for (const workspace of WORKSPACES) walk(workspace, relative(ROOT_DIR, workspace), new Set())

const rows = [...found.values()].sort((a, b) => a.name.localeCompare(b.name))
const refused = rows.filter((row) => !isAllowedLicense(row.license) && !LICENSE_EXCEPTIONS[row.name])
const excepted = rows.filter((row) => !isAllowedLicense(row.license) && LICENSE_EXCEPTIONS[row.name])

if (process.argv.includes('--list')) {
  for (const row of rows) console.log(`${`${row.name}@${row.version}`.padEnd(55)} ${row.license.padEnd(28)} ${row.via}`)
}
const byLicense = new Map<string, number>()
for (const row of rows) byLicense.set(row.license, (byLicense.get(row.license) ?? 0) + 1)
console.log(
  `licenses: ${rows.length} packages in the production trees of ${WORKSPACES.length} workspaces — ${[...byLicense]
    .sort((a, b) => b[1] - a[1])
    .map(([license, count]) => `${license} ${count}`)
    .join(', ')}`,
)
for (const row of excepted)
  console.log(`  exception: ${row.name}@${row.version} (${row.license}) — ${LICENSE_EXCEPTIONS[row.name]}`)
for (const name of missing) console.log(`  not installed: ${name}`)
if (refused.length > 0) {
  console.error('Packages without an OSI-approved license or a documented exception (scripts/licenseRules.ts):')
  for (const row of refused) console.error(`  ${row.name}@${row.version}: ${row.license} (in ${row.via})`)
  process.exit(1)
}
