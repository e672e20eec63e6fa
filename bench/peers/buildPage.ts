import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { BenchPage } from './pages.ts'

/**
 * Builds one page into `<page>/dist`: Foyer's with the workspace's Vite from `root`, a peer's with its own, after
 * `npm ci` from its own package-lock.json when it has no node_modules yet. `withSourceMaps` builds into
 * `<page>/dist/profile` instead, with source maps beside the files (profile.ts), leaving the measured dist alone.
 */
export function buildPage(page: BenchPage, pagesDir: string, root: string, withSourceMaps = false): void {
  const dir = join(pagesDir, page.name)
  const profileArgs = withSourceMaps ? ['--sourcemap', '--outDir', join(dir, 'dist', 'profile'), '--emptyOutDir'] : []
  if (page.workspace) {
    execFileSync('npx', ['vite', 'build', '-c', join(dir, 'vite.config.ts'), ...profileArgs], {
      cwd: root,
      stdio: 'inherit',
    })
    return
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    console.log(`${page.name}: npm ci (its own package-lock.json)`)
    // The page's own peer setting: `npm run bench:peers` hands the workspace's .npmrc down as npm_config_*
    // variables, and the workspace's legacy-peer-deps would leave out the peers a page's lock holds (AppKit's
    // wagmi adapter imports `@wagmi/core`, a peer of its own), which its build then cannot resolve. ConnectKit's
    // folder sets legacy-peer-deps in its own .npmrc.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name.toLowerCase() !== 'npm_config_legacy_peer_deps'),
    )
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', env })
  }
  execFileSync('npx', ['vite', 'build', ...profileArgs], { cwd: dir, stdio: 'inherit' })
}
