import { mkdirSync } from 'node:fs'
import { freePort } from '../scripts/ports.ts'
import { type Child, startChild } from './children.ts'

export interface RedisServer {
  url: string
  /** Graceful stop (SIGTERM: Redis flushes its append-only file) and a start on the same directory. */
  restart(): Promise<void>
  stop(): Promise<void>
}

/** redis-server with an append-only file in `dir`, so a restart keeps every key. */
export async function startRedis(dir: string): Promise<RedisServer> {
  mkdirSync(dir, { recursive: true })
  const port = await freePort()
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '']
  const start = () =>
    startChild('redis', 'redis-server', args, {
      ready: (line) => line.includes('Ready to accept connections'),
      timeoutMs: 15_000,
    }).catch((error: unknown) => {
      if (error instanceof Error && /could not start/.test(error.message)) {
        throw new Error('redis-server is not installed: apt-get install -y redis-server')
      }
      throw error
    })
  let child: Child = await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await child.stop()
      child = await start()
    },
    stop: () => child.stop(),
  }
}
