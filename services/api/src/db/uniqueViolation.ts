/** Postgres 23505, as postgres-js and PGlite report it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || isRecord(current); ) {
    if (isRecord(current) && current.code === '23505') return true
    current = isRecord(current) ? current.cause : undefined
  }
  return false
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
