import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'

/** Test-only: a throwaway redis-server this test owns, so it can stop and restart it. */
export interface TestRedisServer {
  url: string
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>
  /** Starts again on the same port and waits until it answers. */
  start(): Promise<void>
}

export async function startTestRedisServer(): Promise<TestRedisServer> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const server: TestRedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const running = child
      if (!running || running.exitCode !== null) return
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve())
        running.kill('SIGKILL')
      })
    },
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      )
      await waitForPing(server.url)
    },
  }
  await server.start()
  return server
}

/** Polls until the server answers PING (it takes a few milliseconds to open its port). */
async function waitForPing(url: string): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const redis = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 })
    redis.on('error', () => {})
    try {
      await redis.connect()
      await redis.ping()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      redis.disconnect()
    }
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1')
    probe.once('error', reject)
    probe.once('listening', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
