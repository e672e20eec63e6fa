import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

export interface ApiProcess {
  url: string
  pid: number
  /** Error lines the API logged (JSON lines with level "error"), the first few kept whole. */
  errorLogs: { count: number; first: string[] }
  exited(): boolean
  stop(): Promise<void>
}

const STARTUP_TIMEOUT_MS = 60_000

/**
 * Runs the API's self-hosting entry point (main.ts) as its own Node process, configured by `env` as an operator
 * would, and resolves with the URL it logs once listening. Its memory is then its own, apart from the driver's.
 */
export function startApiProcess(entry: string, env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const errorLogs = { count: 0, first: [] as string[] }
  let exited = false
  const closed = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => {
    exited = true
  })

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start within 60 s')), STARTUP_TIMEOUT_MS)
    child.once('exit', (code) => reject(new Error(`the API exited while starting (code ${code})`)))
    createInterface({ input: child.stderr! }).on('line', (line) => {
      let entry: { level?: string; message?: string; url?: string }
      try {
        entry = JSON.parse(line)
      } catch {
        if (!line.includes('ExperimentalWarning')) process.stderr.write(`[api] ${line}\n`)
        return
      }
      if (entry.level === 'error') {
        errorLogs.count++
        if (errorLogs.first.length < 3) errorLogs.first.push(line.slice(0, 2000))
      }
      if (entry.message === 'api listening' && entry.url) {
        clearTimeout(timer)
        resolve({
          url: entry.url,
          pid: child.pid!,
          errorLogs,
          exited: () => exited,
          async stop() {
            if (!exited) child.kill('SIGTERM')
            await closed
          },
        })
      }
    })
  })
}
