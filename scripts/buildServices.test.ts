import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServices } from './buildServices.ts'

// The bundles run with plain node, outside tsx and vitest, as an operator's container runs them.
const children: ChildProcess[] = []
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-built-api-'))
let built: string[]

beforeAll(async () => {
  built = await buildServices()
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
    const api = built.find((file) => file.endsWith('services/api/dist/main.js'))!
    const [, url] = await startNode(api, [], { PORT: '0', FOYER_API_DATA_DIR: dataDir }, /"url":"([^"]+)"/)
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' })
    const unknown = await fetch(`${url}/getWallets?page=1&entries=2&projectId=nobody&st=a&sv=b`)
    expect(unknown.status).toBe(403)
  })

  it('writes a relay that plain node runs', async () => {
    const relay = built.find((file) => file.endsWith('services/relay/dist/cli.js'))!
    const [, url] = await startNode(relay, ['--port', '0'], {}, /listening on (ws:\/\/\S+)/)
    const health = await fetch(`${url!.replace('ws://', 'http://')}/health`)
    expect(health.status).toBe(200)
  })
})
