import { spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROOT } from './stack.ts'

/**
 * Builds the published packages and packs them as a registry would get them: each is built with tsdown, then
 * staged (dist, LICENSE, and the manifest with `publishConfig.exports` applied, the way pnpm publishes it, since
 * the workspace's own `exports` point at the TypeScript sources the monorepo runs from), checked with publint
 * and are-the-types-wrong, and packed with `npm pack`. Prints the tarballs' paths; `--out <dir>` says where.
 */
export const PUBLISHED = ['protocol', 'core', 'walletconnect', 'evm', 'solana', 'bitcoin', 'polkadot', 'wagmi', 'react']

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
}

/**
 * The workspace names its side-effect modules by source path (`./src/embedded/strictCspZod.ts`); the build keeps
 * one file per module at the same place under dist, which a bare `import './strictCspZod.js'` loads. Patterns
 * (`*.css`) stay.
 */
function publishedSideEffects(sideEffects: boolean | string[], stage: string): boolean | string[] {
  if (!Array.isArray(sideEffects)) return sideEffects
  return sideEffects.map((pattern) => {
    if (!pattern.startsWith('./src/')) return pattern
    const built = pattern.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '.js')
    if (!existsSync(join(stage, built))) throw new Error(`side-effect module ${pattern} was not built to ${built}`)
    return built
  })
}

export function packPackages(out: string): string[] {
  mkdirSync(out, { recursive: true })
  const tarballs: string[] = []
  for (const name of PUBLISHED) {
    const directory = join(ROOT, 'packages', name)
    run('npx', ['tsdown', '--log-level', 'warn'], directory)
    const stage = join(ROOT, '.data', 'stage', name)
    rmSync(stage, { recursive: true, force: true })
    mkdirSync(stage, { recursive: true })
    cpSync(join(directory, 'dist'), join(stage, 'dist'), { recursive: true })
    copyFileSync(join(directory, 'LICENSE'), join(stage, 'LICENSE'))
    const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'))
    const { exports, access, ...rest } = manifest.publishConfig
    manifest.exports = exports
    manifest.publishConfig = { access, ...rest }
    manifest.sideEffects = publishedSideEffects(manifest.sideEffects, stage)
    delete manifest.scripts
    delete manifest.devDependencies
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    run('npx', ['publint', '--strict', stage], ROOT)
    const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: stage, encoding: 'utf8' })
    if (packed.status !== 0) throw new Error(`npm pack failed for ${name}: ${packed.stderr}`)
    const tarball = join(out, packed.stdout.trim().split('\n').pop() ?? '')
    // The stylesheet is an entry types do not describe; attw checks the code entries.
    const cssEntries = name === 'react' ? ['--exclude-entrypoints', 'styles.css'] : []
    run('npx', ['attw', '--pack', stage, '--profile', 'esm-only', '--no-emoji', ...cssEntries], ROOT)
    tarballs.push(tarball)
  }
  return tarballs
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out')
  const out = outIndex > 0 ? (process.argv[outIndex + 1] ?? '') : join(ROOT, '.data', 'packs')
  for (const tarball of packPackages(out)) console.log(tarball)
}
