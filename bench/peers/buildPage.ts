import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { BenchPage } from './pages.ts'

/**
 * Builds one page into `<page>/dist`: Foyer's with the workspace's Vite from `root`, a peer's with its own, after
 * `npm ci` from its own package-lock.json when it has no node_modules yet.
 */
export function buildPage(page: BenchPage, pagesDir: string, root: string): void {
  const dir = join(pagesDir, page.name)
  if (page.workspace) {
    execFileSync('npx', ['vite', 'build', '-c', join(dir, 'vite.config.ts')], { cwd: root, stdio: 'inherit' })
    return
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    console.log(`${page.name}: npm ci (its own package-lock.json)`)
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
  }
  execFileSync('npx', ['vite', 'build'], { cwd: dir, stdio: 'inherit' })
}
