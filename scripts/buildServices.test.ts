import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServices } from './buildServices.ts'

// The bundles run with plain node, outside tsx and vitest, as an operator's container runs them.
const children: ChildProcess[] = []
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-built-api-'))
let apiUrl: string
let relayUrl: string

// Built and started once, in the hook (a fresh PGlite's first migration takes seconds on a busy machine).
beforeAll(async () => {
  const built = await buildServices()
  const file = (suffix: string) => built.find((path) => path.endsWith(suffix)) ?? ''
  const [api, relay] = await Promise.all([
    startNode(file('services/api/dist/main.js'), [], { PORT: '0', FOYER_API_DATA_DIR: dataDir }, /"url":"([^"]+)"/),
    startNode(file('services/relay/dist/cli.js'), ['--port', '0'], {}, /listening on ws:\/\/(\S+)/),
  ])
  apiUrl = api[1] ?? ''
  relayUrl = `http://${relay[1]}`
})
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** Starts `node file args` and resolves with the first match of `pattern` in what it prints. */
function startNode(file: string, args: string[], env: NodeJS.ProcessEnv, pattern: RegExp): Promise<RegExpMatchArray> {
  const child = spawn(process.execPath, [file, ...args], { env: { PATH: process.env.PATH, ...env } })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    // The API logs to stderr, the relay prints to stdout.
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = pattern.exec(output)
      if (match) resolve(match)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it listened:\n${output}`)))
  })
}

describe('npm run build:services', () => {
  it('writes an API that plain node runs: it migrates its database, listens and answers', async () => {
    expect(await (await fetch(`${apiUrl}/health`)).json()).toEqual({ status: 'ok' })
    const unknown = await fetch(`${apiUrl}/getWallets?page=1&entries=2&projectId=nobody&st=a&sv=b`)
    expect(unknown.status).toBe(403)
  })

  it('writes a relay that plain node runs', async () => {
    expect((await fetch(`${relayUrl}/health`)).status).toBe(200)
  })
})
