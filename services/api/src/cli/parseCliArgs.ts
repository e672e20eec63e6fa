import { parseArgs } from 'node:util'
import type { FeatureValue } from '@foyer/protocol'
import type { ProjectPatch } from '../projects/projectSeed.ts'

export const CLI_USAGE = `Usage: npm run api -- <command>

  project create --id <id> --name <name> [--tier starter|pro|enterprise] [--origin <origin>]...
                 [--mau-limit <n>|default] [--rpc-limit <n>|default] [--feature <key>=<value>]...
  project update --id <id> [--name <name>] [--tier <tier>] [--origin <origin>]... (replaces the list)
                 [--add-origin <origin>]... [--remove-origin <origin>]...
                 [--mau-limit <n>|default] [--rpc-limit <n>|default]
                 [--feature <key>=<value>]... [--remove-feature <key>]...
  project list [--json]

Feature values: true, false, numbers, or comma-separated lists (socials=google,x); other text stays text.
The database is DATABASE_URL, else PGlite in FOYER_API_DATA_DIR (default .data/api).`

export type CliCommand =
  | { command: 'create'; id: string; patch: ProjectPatch }
  | {
      command: 'update'
      id: string
      patch: ProjectPatch
      addOrigins: string[]
      removeOrigins: string[]
      removeFeatures: string[]
    }
  | { command: 'list'; json: boolean }
  | { command: 'help' }

export class CliUsageError extends Error {
  override readonly name = 'CliUsageError'
}

/** `email=true` → true, `limit=3` → 3, `socials=google,x` → ['google', 'x'], other text as it is. */
export function parseFeature(text: string): [string, FeatureValue] {
  const separator = text.indexOf('=')
  if (separator <= 0) throw new CliUsageError(`A feature is <key>=<value>, not "${text}"`)
  const key = text.slice(0, separator)
  const raw = text.slice(separator + 1)
  if (raw === 'true' || raw === 'false') return [key, raw === 'true']
  if (raw !== '' && Number.isFinite(Number(raw))) return [key, Number(raw)]
  if (raw.includes(','))
    return [
      key,
      raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ]
  return [key, raw]
}

function parseLimit(flag: string, text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined
  if (text === 'default') return null
  if (!/^\d+$/.test(text)) throw new CliUsageError(`--${flag} is a whole number or "default", not "${text}"`)
  return Number(text)
}

export function parseCliArgs(argv: readonly string[]): CliCommand {
  const [area, action, ...rest] = argv
  if (!area || area === 'help' || area === '--help' || area === '-h') return { command: 'help' }
  if (area !== 'project' || !action || !['create', 'update', 'list'].includes(action)) {
    throw new CliUsageError(`Unknown command: ${argv.slice(0, 2).join(' ')}`)
  }
  let values: ReturnType<typeof parseOptions>
  try {
    values = parseOptions(rest)
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error))
  }
  if (action === 'list') return { command: 'list', json: values.json ?? false }

  if (!values.id) throw new CliUsageError('--id is required')
  const patch: ProjectPatch = {}
  if (values.name !== undefined) patch.name = values.name
  if (values.tier !== undefined) patch.tier = values.tier as ProjectPatch['tier']
  if (values.origin) patch.allowedOrigins = values.origin
  const mauLimit = parseLimit('mau-limit', values['mau-limit'])
  if (mauLimit !== undefined) patch.mauLimit = mauLimit
  const rpcLimit = parseLimit('rpc-limit', values['rpc-limit'])
  if (rpcLimit !== undefined) patch.rpcLimit = rpcLimit
  if (values.feature) patch.features = Object.fromEntries(values.feature.map(parseFeature))

  if (action === 'create') {
    if (!values.name) throw new CliUsageError('--name is required')
    return { command: 'create', id: values.id, patch }
  }
  return {
    command: 'update',
    id: values.id,
    patch,
    addOrigins: values['add-origin'] ?? [],
    removeOrigins: values['remove-origin'] ?? [],
    removeFeatures: values['remove-feature'] ?? [],
  }
}

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      tier: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'add-origin': { type: 'string', multiple: true },
      'remove-origin': { type: 'string', multiple: true },
      'mau-limit': { type: 'string' },
      'rpc-limit': { type: 'string' },
      feature: { type: 'string', multiple: true },
      'remove-feature': { type: 'string', multiple: true },
      json: { type: 'boolean' },
    },
  }).values
}
