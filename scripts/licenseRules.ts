import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * OSI-approved licenses (opensource.org/licenses) that packages in Foyer's production trees carry, by SPDX id.
 * A license not listed here fails the gate until it is checked against the OSI list and added, or excepted below.
 */
export const OSI_APPROVED = new Set([
  '0BSD',
  'Apache-2.0',
  'Artistic-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'ISC',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
])

/**
 * Packages allowed without an OSI-approved license, each with the reason. Keep this short: every entry is a
 * decision (docs/dependencies.md lists them too).
 */
export const LICENSE_EXCEPTIONS: Readonly<Record<string, string>> = {
  'caniuse-lite':
    "CC-BY-4.0 (Creative Commons Attribution): browser-support data, not code, that Next.js's build reads through browserslist; only apps/next-example's tree has it and no page ships it",
}

/** The license as a package declares it: an SPDX expression, or the old `{ type }` / `licenses: [...]` forms. */
export function licenseOf(manifest: { license?: unknown; licenses?: unknown }): string {
  const { license, licenses } = manifest
  if (typeof license === 'string') return license.trim()
  if (license && typeof license === 'object' && 'type' in license) return String((license as { type: unknown }).type)
  if (Array.isArray(licenses)) {
    const types = licenses.map((entry) =>
      typeof entry === 'string' ? entry : String((entry as { type?: unknown }).type),
    )
    return types.length > 1 ? `(${types.join(' OR ')})` : (types[0] ?? 'UNKNOWN')
  }
  return 'UNKNOWN'
}

/**
 * An SPDX expression is allowed when the licensee may pick an OSI-approved way through it: `A OR B` needs one
 * side, `A AND B` both, `A WITH exception` its license. "SEE LICENSE IN …", UNLICENSED and UNKNOWN never pass.
 */
export function isAllowedLicense(expression: string): boolean {
  const tokens = expression.replace(/[()]/g, ' $& ').split(/\s+/).filter(Boolean)
  let position = 0
  const parseOr = (): boolean => {
    let allowed = parseAnd()
    while (tokens[position]?.toUpperCase() === 'OR') {
      position += 1
      allowed = parseAnd() || allowed
    }
    return allowed
  }
  const parseAnd = (): boolean => {
    let allowed = parseTerm()
    while (tokens[position]?.toUpperCase() === 'AND') {
      position += 1
      allowed = parseTerm() && allowed
    }
    return allowed
  }
  const parseTerm = (): boolean => {
    const token = tokens[position++]
    if (token === '(') {
      const allowed = parseOr()
      position += 1
      return allowed
    }
    if (tokens[position]?.toUpperCase() === 'WITH') position += 2
    return token !== undefined && OSI_APPROVED.has(token)
  }
  if (tokens.length === 0) return false
  const allowed = parseOr()
  return allowed && position >= tokens.length
}
