import type { Logger } from './deps.ts'

/** One JSON line per entry on stderr, so a log collector can parse it. */
export function createJsonLogger(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const entry = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }))
  return { info: entry('info'), warn: entry('warn'), error: entry('error') }
}

/** Keeps entries in memory: for tests that check what was logged and for quiet runs. */
export function createMemoryLogger(): Logger & {
  entries: { level: string; message: string; fields?: Record<string, unknown> }[]
} {
  const entries: { level: string; message: string; fields?: Record<string, unknown> }[] = []
  const entry = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    entries.push({ level, message, fields })
  }
  return { entries, info: entry('info'), warn: entry('warn'), error: entry('error') }
}
