import { spawnSync } from 'node:child_process'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

// `npm run docs:build`: the static site into site/.vitepress/dist, offline.
const site = dirname(fileURLToPath(import.meta.url))
const started = Date.now()
const result = spawnSync('npx', ['vitepress', 'build', '.'], { cwd: site, stdio: 'inherit' })
console.log(`docs built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(result.status ?? 1)
