import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 16: core hands the UI codes, never English; the UI words them in the visitor's language. This reads
// core's source for every toast and alert it raises and accepts only a code: `{ code: 'X' }` (with `values`)
// or an `ALERTS` entry (no quoted words, no message). The dapp's own words pass through `showToast` in wireFoyerClient.ts, the one exception.

const SOURCE = join(import.meta.dirname, '..')
const CODE = /^\{ code: '[A-Z_]+'(, values: \{ [\w, :]+ \})? \}$/
const PASS_THROUGH = "typeof text === 'string' ? { message: text } : text"

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(entry.name) && !/\.test(ing)?\.ts$/.test(entry.name) ? [path] : []
  })
}

/** The first argument of each `toast.show(`/`alerts.show(` call in `source`, as written. */
function raisedTexts(source: string): { kind: 'toast' | 'alerts'; argument: string }[] {
  const found: { kind: 'toast' | 'alerts'; argument: string }[] = []
  for (const match of source.matchAll(/\b(toast|alerts)\.show\(/g)) {
    let depth = 0
    let end = (match.index ?? 0) + match[0].length
    const start = end
    for (; end < source.length; end++) {
      const char = source[end]
      if (char === '(' || char === '{' || char === '[') depth++
      else if (char === ')' || char === '}' || char === ']') {
        if (depth === 0) break
        depth--
      } else if (char === ',' && depth === 0) break
    }
    found.push({ kind: match[1] as 'toast' | 'alerts', argument: source.slice(start, end).replace(/\s+/g, ' ').trim() })
  }
  return found
}

/** Whether `argument` is a code (and its values), not words. */
function isCode(kind: 'toast' | 'alerts', argument: string): boolean {
  return kind === 'alerts' ? !/['"`]|message/.test(argument) : CODE.test(argument) || argument === PASS_THROUGH
}

describe('core sends codes, not English', () => {
  it('raises every toast and alert with a code', () => {
    const offenders = sourceFiles(SOURCE).flatMap((file) =>
      raisedTexts(readFileSync(file, 'utf8'))
        .filter(({ kind, argument }) => !isCode(kind, argument))
        .map(({ kind, argument }) => `${relative(SOURCE, file)}: ${kind}.show(${argument}`),
    )
    expect(offenders).toEqual([])
  })

  it('finds the toasts it checks (the sign-in flow raises three)', () => {
    const signIn = readFileSync(join(SOURCE, 'flows/signIn.ts'), 'utf8')
    expect(raisedTexts(signIn).filter(({ kind }) => kind === 'toast')).toHaveLength(3)
  })

  it('refuses a literal sentence, a message and an error’s text', () => {
    const source = [
      "context.toast.show('Failed to fetch transactions', 'error')",
      "context.toast.show({ message: 'Saved' }, 'success')",
      "context.toast.show(error.message, 'error')",
      'context.toast.show(ERROR_MESSAGES.AUTHENTICATING, "loading")',
      "context.alerts.show({ code: 'APKT009', message: 'Server Error' })",
    ].join('\n')
    expect(raisedTexts(source).map(({ kind, argument }) => isCode(kind, argument))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('accepts a code with its values and an alert code', () => {
    const source = [
      "context.toast.show({ code: 'ERROR_REGISTERING_NAME', values: { name } }, 'error')",
      'context.alerts.show(ALERTS.SERVER_ERROR)',
    ].join('\n')
    expect(raisedTexts(source).map(({ kind, argument }) => isCode(kind, argument))).toEqual([true, true])
  })
})
