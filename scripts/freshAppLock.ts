import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROOT } from './stack.ts'

/**
 * The fresh apps' lock files, derived from the root package-lock.json so that every third-party package has
 * exactly the version (and integrity) the workspace's `npm ci` put in the npm cache: `npm ci --offline` then
 * installs them from the cache by integrity, with no package document from a registry. The tree is the part of
 * the workspace's tree the app reaches (hoisting kept, so every dependency still resolves to what it resolved to
 * in the workspace), with the workspace's @foyer packages moved under node_modules as tarball (`file:`) entries
 * whose integrity the proof fills in once it has packed them. React 18 comes from the `scripts/react18-cache`
 * workspace. `npx tsx scripts/freshAppLock.ts --write` rewrites the committed files;
 * `scripts/freshAppLock.test.ts` fails when they drift from the root lock.
 */
type Entry = {
  name?: string
  version?: string
  resolved?: string
  integrity?: string
  link?: boolean
  dev?: boolean
  devOptional?: boolean
  peer?: boolean
  optional?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  devDependencies?: Record<string, string>
}
export type FreshLock = { name: string; lockfileVersion: number; requires: boolean; packages: Record<string, Entry> }

/** The @foyer packages the quick start installs (its imports and what they depend on). */
export const FRESH_APP_FOYER = ['protocol', 'core', 'walletconnect', 'evm', 'react'] as const
/** A workspace that only holds React 18 (the root has React 19), so the root `npm ci` puts it in the npm cache. */
const REACT18 = 'scripts/react18-cache'
export const FRESH_APPS = { 19: 'e2e/fixtures/fresh-app', 18: 'e2e/fixtures/fresh-app-react18' } as const

export const tarballFile = (name: string, version: string) => `foyer-${name}-${version}.tgz`

export function freshAppFiles(
  react: 18 | 19,
  rootLock: FreshLock = readRootLock(),
): { manifest: object; lock: FreshLock } {
  const source = rootLock.packages
  const alias = (path: string) =>
    react === 18 && (path === 'node_modules/react' || path === 'node_modules/react-dom') ? `${REACT18}/${path}` : path
  /** Where node's resolution from `from` finds `name` in the workspace's tree. */
  const resolve = (from: string, name: string): string | undefined => {
    let base = from
    for (;;) {
      const candidate = alias(base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`)
      if (source[candidate]) return candidate
      if (base === '') return undefined
      const cut = base.lastIndexOf('/node_modules/')
      base = cut < 0 ? '' : base.slice(0, cut)
    }
  }
  const moved = (path: string) =>
    path.replace(/^packages\/([a-z]+)/, 'node_modules/@foyer/$1').replace(`${REACT18}/`, '')

  const reached = new Set<string>()
  const visit = (path: string) => {
    if (reached.has(path)) return
    reached.add(path)
    const entry = source[path] ?? {}
    const target = entry.link && entry.resolved ? entry.resolved : path
    if (target !== path) return visit(target)
    const optionalPeers = entry.peerDependenciesMeta ?? {}
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => !optionalPeers[peer]?.optional),
    ]
    for (const name of wanted) {
      const found = resolve(path, name)
      if (found) visit(found)
      else if (!entry.optionalDependencies?.[name]) throw new Error(`${name} (needed by ${path}) is not in the lock`)
    }
  }

  const version = (path: string) => source[path]?.version ?? ''
  const foyerVersion = version('packages/core')
  const dependencies: Record<string, string> = {
    ...Object.fromEntries(
      FRESH_APP_FOYER.map((name) => [`@foyer/${name}`, `file:packs/${tarballFile(name, foyerVersion)}`]),
    ),
    react: version(alias('node_modules/react')),
    'react-dom': version(alias('node_modules/react-dom')),
  }
  const devDependencies = {
    vite: version('node_modules/vite'),
    '@vitejs/plugin-react': version('node_modules/@vitejs/plugin-react'),
  }
  for (const name of [...Object.keys(dependencies), ...Object.keys(devDependencies)]) {
    visit(resolve('', name) ?? '')
  }

  const packages: Record<string, Entry> = {
    '': { name: 'fresh-app', dependencies, devDependencies } as Entry,
  }
  for (const path of [...reached].sort()) {
    const entry = source[path]
    if (!entry || entry.link || path === '') continue
    const { name, dev, devOptional, peer, devDependencies: _dev, ...kept } = entry
    const at = moved(path)
    if (packages[at]) throw new Error(`${path} and another package both land at ${at}`)
    if (path.startsWith('packages/')) {
      const short = path.slice('packages/'.length)
      packages[at] = { ...kept, resolved: `file:packs/${tarballFile(short, kept.version ?? '')}` }
      continue
    }
    const packageName = name ?? at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const file = packageName.split('/').pop()
    packages[at] = {
      ...kept,
      resolved: kept.resolved ?? `https://registry.npmjs.org/${packageName}/-/${file}-${kept.version}.tgz`,
    }
  }
  const manifest = { name: 'fresh-app', private: true, type: 'module', dependencies, devDependencies }
  return { manifest, lock: { name: 'fresh-app', lockfileVersion: 3, requires: true, packages } }
}

function readRootLock(): FreshLock {
  return JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as FreshLock
}

export const asJson = (value: object) => `${JSON.stringify(value, null, 2)}\n`

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  for (const react of [19, 18] as const) {
    const { manifest, lock } = freshAppFiles(react)
    writeFileSync(join(ROOT, FRESH_APPS[react], 'package.json'), asJson(manifest))
    writeFileSync(join(ROOT, FRESH_APPS[react], 'package-lock.json'), asJson(lock))
    console.log(`${FRESH_APPS[react]}: ${Object.keys(lock.packages).length - 1} packages`)
  }
}
