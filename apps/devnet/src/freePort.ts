import { createServer, type Server } from 'node:net'

/** Ports the OS says are free right now; all are held open together so no two come back equal. */
export async function freePorts(count: number, host: string): Promise<number[]> {
  const servers: Server[] = []
  try {
    const ports: number[] = []
    for (let i = 0; i < count; i++) {
      const server = createServer()
      servers.push(server)
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(0, host, () => resolve())
      })
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('Could not read a free port')
      ports.push(address.port)
    }
    return ports
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}
