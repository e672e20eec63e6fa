import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder of @foyer/api's package.json, found by walking up from this module: the same answer whether the
 * API runs from its TypeScript sources (src/) or from the bundle `npm run build:services` writes (dist/), so
 * the files it ships beside its code (drizzle/ migrations, data/wallets.json) are found either way.
 */
export function apiPackageRoot(from: string = fileURLToPath(import.meta.url)): string {
  for (let folder = dirname(from); ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json')
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@foyer/api'
    ) {
      return folder
    }
    if (dirname(folder) === folder) throw new Error(`No @foyer/api package.json above ${from}`)
  }
}
