import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { UserConfig } from 'tsdown'

type Exports = Record<string, string | Record<string, string>>

/**
 * One build recipe for every published package: the entries are the `src` files the package's `exports` name
 * (the workspace runs from those sources), built to ESM + `.d.ts` + source maps in `dist/`, with dependencies and
 * peers left external and lazy `import()`s kept as separate chunks. Declarations come from TypeScript 7 (`tsc`
 * is tsgo), since the bundler's default declaration path needs the TypeScript 5/6 JavaScript API.
 */
export function packageBuild(directory: string): UserConfig {
  const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { exports: Exports }
  const entry: Record<string, string> = {}
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (typeof target !== 'string' || !/^\.\/src\/.*\.tsx?$/.test(target) || target.includes('.testing.')) continue
    entry[subpath === '.' ? 'index' : subpath.slice(2)] = target
  }
  return {
    cwd: directory,
    entry,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    sourcemap: true,
    clean: true,
    // One file per source module: a dapp's bundler then sees the module graph the workspace sees and drops the same
    // unused modules (merged chunks kept module-level code of modules the page never uses: 123 KB vs 89 KB).
    unbundle: true,
    // A stylesheet a module imports (the modal's, issue 19) stays an import: the dapp's bundler ships it with the
    // module's chunk. The package's own build copies the file beside the modules (packages/react/tsdown.config.ts).
    deps: { neverBundle: [/\.css$/] },
    hash: false,
    // Declarations of the published sources only (not the apps, services and tests beside them).
    tsconfig: join(import.meta.dirname, '..', 'tsconfig.packages.json'),
    dts: { tsgo: { path: join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsc') }, sourcemap: true },
  }
}
