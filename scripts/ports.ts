import { createConnection, createServer } from 'node:net'

/** A port nothing listens on right now, on loopback (the test databases, the load harness). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Whether something accepts connections on the port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Resolves once the port accepts connections, or rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await portOpen(port))) {
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
