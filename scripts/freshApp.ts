import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts'
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
const version = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

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

async function proveWith(react: string, tarballs: string[]): Promise<number> {
  const app = mkdtempSync(join(tmpdir(), `foyer-fresh-app-react${react.split('.')[0]}-`))
  try {
    cpSync(join(ROOT, 'e2e/fixtures/fresh-app'), app, { recursive: true })
    const manifest = {
      name: 'fresh-app',
      private: true,
      type: 'module',
      dependencies: {
        ...Object.fromEntries(tarballs.map((tarball) => [tarballName(tarball), `file:${tarball}`])),
        react,
        'react-dom': react,
      },
      devDependencies: { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
    }
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    // Offline by default (CI has no registry). The cache `npm ci` fills holds tarballs but not the registry's
    // package documents a fresh install resolves ranges with; FOYER_FRESH_APP_NPM=--prefer-offline lets a machine
    // with a registry fill them (see docs/packages.md).
    run(
      'npm',
      ['install', process.env.FOYER_FRESH_APP_NPM ?? '--offline', '--no-audit', '--no-fund', '--loglevel=error'],
      app,
    )
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

function tarballName(tarball: string): string {
  const match = /foyer-([a-z]+)-\d/.exec(tarball)
  if (!match) throw new Error(`not a Foyer tarball: ${tarball}`)
  return `@foyer/${match[1]}`
}

if (process.argv[1]?.endsWith('freshApp.ts')) {
  const started = Date.now()
  const packs = mkdtempSync(join(tmpdir(), 'foyer-packs-'))
  try {
    const tarballs = packPackages(packs)
    await proveWith(version('react'), tarballs)
    await proveWith(version('react18'), tarballs)
    const bench = join(ROOT, 'bench/size/dist')
    if (existsSync(join(bench, '.vite/manifest.json'))) {
      console.log(`  workspace dapp entry (bench/size evm.html): ${firstLoadGzip(bench, 'evm.html')} B gzip`)
    }
    const demo = join(ROOT, 'apps/demo/dist')
    if (existsSync(join(demo, '.vite/manifest.json'))) console.log(`  demo: ${firstLoadGzip(demo)} B gzip`)
    console.log(`fresh apps done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  } finally {
    rmSync(packs, { recursive: true, force: true })
  }
}
