import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
import { asJson, FRESH_APPS, type FreshLock } from './freshAppLock.ts'
import { packPackages } from './packPackages.ts'
import { ROOT } from './stack.ts'

/**
 * Issue 16's proof that a dapp can install Foyer: the packages are built and packed, then a fresh Vite + React app
 * (e2e/fixtures/fresh-app, a quick start) is copied to a temporary folder outside the workspace, installs the
 * tarballs and its other dependencies offline from the npm cache, builds, is served, and in Chromium shows the
 * Connect button that opens the modal's wallet list. Once with React 19, once with React 18. Prints the gzip bytes
 * the browser loads before the Connect button, beside the same count for the workspace's dapp entry.
 */
const PORT = Number(process.env.FOYER_FRESH_APP_PORT ?? 4510)
function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
}

/** Gzip bytes of index.html's entry and everything it imports statically, from a Vite manifest. */
export function firstLoadGzip(dist: string, entry = 'index.html'): number {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >
  const seen = new Set<string>()
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entry)
  return [...files].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file))).length, 0)
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error('vite preview exited')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function proveWith(react: 18 | 19, tarballs: string[]): Promise<number> {
  const app = mkdtempSync(join(tmpdir(), `foyer-fresh-app-react${react}-`))
  try {
    cpSync(join(ROOT, 'e2e/fixtures/fresh-app'), app, { recursive: true })
    const fixture = join(ROOT, FRESH_APPS[react])
    const manifest = JSON.parse(readFileSync(join(fixture, 'package.json'), 'utf8')) as object
    const lock = JSON.parse(readFileSync(join(fixture, 'package-lock.json'), 'utf8')) as FreshLock
    mkdirSync(join(app, 'packs'))
    for (const tarball of tarballs) {
      const file = basename(tarball)
      copyFileSync(tarball, join(app, 'packs', file))
      const entry = Object.values(lock.packages).find((candidate) => candidate.resolved === `file:packs/${file}`)
      if (entry) entry.integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`
    }
    writeFileSync(join(app, 'package.json'), asJson(manifest))
    writeFileSync(join(app, 'package-lock.json'), asJson(lock))
    // From the lock file and the npm cache the workspace's `npm ci` filled, by integrity. The registry is set to a
    // closed port, so a request for anything not in the cache fails instead of reaching a registry.
    const installed = spawnSync('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: app,
      stdio: 'inherit',
      env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' },
    })
    if (installed.status !== 0) throw new Error(`npm ci --offline failed for the React ${react} app`)
    run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app)
    const bytes = firstLoadGzip(join(app, 'dist'))
    const server = spawn(join(app, 'node_modules/.bin/vite'), ['preview', '--port', String(PORT), '--strictPort'], {
      cwd: app,
      stdio: 'ignore',
    })
    const browser = await chromium.launch(CHROMIUM_LAUNCH)
    try {
      await waitForServer(`http://127.0.0.1:${PORT}/`, server)
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`http://127.0.0.1:${PORT}/`)
      const connect = page.getByRole('button', { name: /connect/i })
      await connect.waitFor({ state: 'visible', timeout: 30_000 })
      await connect.click()
      await page.getByRole('dialog').getByText('WalletConnect').first().waitFor({ state: 'visible', timeout: 30_000 })
      // The modal's stylesheet comes with the modal's chunk (the package's modules import it): the dialog is laid out
      // by it, not by the browser's defaults.
      const display = await page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).display)
      if (display !== 'flex') throw new Error(`the dialog is unstyled with React ${react} (display: ${display})`)
      if (errors.length > 0) throw new Error(`page errors with React ${react}: ${errors.join('; ')}`)
    } finally {
      await browser.close()
      server.kill()
    }
    console.log(`✔ fresh app with React ${react}: Connect button and wallet list; ${bytes} B gzip before the button`)
    return bytes
  } finally {
    rmSync(app, { recursive: true, force: true })
  }
}

/** The same quick start built inside the workspace (its @foyer imports resolve to the workspace's sources). */
function buildInWorkspace(): number {
  const out = mkdtempSync(join(tmpdir(), 'foyer-fresh-app-workspace-'))
  try {
    const fixture = join(ROOT, 'e2e/fixtures/fresh-app')
    run(
      'npx',
      [
        'vite',
        'build',
        fixture,
        '--config',
        join(fixture, 'vite.config.js'),
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      ROOT,
    )
    return firstLoadGzip(out)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

/** How far (a fraction) the packed app may be from the workspace build: the packages are built one file per module,
 * so the bytes match to a few dozen (27 B of 88,946 measured); a merged-chunk build was 39 % heavier. */
export const BUDGET_TOLERANCE = 0.005

if (process.argv[1]?.endsWith('freshApp.ts')) {
  const started = Date.now()
  const packs = mkdtempSync(join(tmpdir(), 'foyer-packs-'))
  try {
    const tarballs = packPackages(packs)
    const packed = await proveWith(19, tarballs)
    await proveWith(18, tarballs)
    const workspace = buildInWorkspace()
    console.log(`  the same app built in the workspace: ${workspace} B gzip before the button`)
    const demo = join(ROOT, 'apps/demo/dist')
    if (existsSync(join(demo, '.vite/manifest.json'))) console.log(`  demo: ${firstLoadGzip(demo)} B gzip`)
    if (Math.abs(packed - workspace) > workspace * BUDGET_TOLERANCE) {
      throw new Error(`the packed React 19 app loads ${packed} B before the button, the workspace build ${workspace} B`)
    }
    console.log(`fresh apps done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  } finally {
    rmSync(packs, { recursive: true, force: true })
  }
}
