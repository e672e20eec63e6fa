import { spawnSync } from 'node:child_process'
import { register } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Before TypeDoc loads: it must find the site's TypeScript 5.9, not the root's 7 (typescriptForTypedoc.mjs).
register('./typescriptForTypedoc.mjs', import.meta.url)
const { writeApiReference } = await import('./apiReference.ts')

// `npm run docs:build`: the API reference from the packages' types, then the static site into
// site/.vitepress/dist, offline.
const site = dirname(fileURLToPath(import.meta.url))
const started = Date.now()
await writeApiReference(join(site, 'typedoc.json'))
const apiDone = Date.now()
const result = spawnSync('npx', ['vitepress', 'build', '.'], { cwd: site, stdio: 'inherit' })
const seconds = (ms: number) => (ms / 1000).toFixed(1)
console.log(`docs built in ${seconds(Date.now() - started)} s (API reference ${seconds(apiDone - started)} s)`)
process.exit(result.status ?? 1)
