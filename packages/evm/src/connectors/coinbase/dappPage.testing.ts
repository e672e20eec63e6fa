import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The JSDOM instance Vitest's jsdom environment exposes (only what is used here). */
declare const jsdom: { reconfigure(settings: { url: string }): void }

/**
 * The dapp's own page on loopback, and jsdom's location moved onto it. Coinbase's SDK checks the page's
 * Cross-Origin-Opener-Policy when it is made, with a HEAD request to the page's own URL; against jsdom's default
 * location nothing answers, and the SDK logs the failure whenever the request gives up — on a busy machine after
 * the test file has ended, which Vitest reports as an error. This page answers as a dapp's would (no COOP header),
 * so the check passes quietly. The requests to it are followed (the real fetch, passed through): `stop` waits for
 * those still in flight — the last test's SDK may have just asked — then closes it.
 */
export async function serveDappPage(): Promise<{ stop(): Promise<void> }> {
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  jsdom.reconfigure({ url: `${origin}/` })
  const realFetch = globalThis.fetch
  const asked = new Set<Promise<unknown>>()
  globalThis.fetch = (input, init) => {
    const answer = realFetch(input, init)
    if (new URL(input instanceof Request ? input.url : String(input)).origin === origin) {
      const settled = answer.then(
        () => {},
        () => {},
      )
      asked.add(settled)
      void settled.then(() => asked.delete(settled))
    }
    return answer
  }
  return {
    async stop() {
      while (asked.size > 0) await Promise.all(asked)
      globalThis.fetch = realFetch
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeIdleConnections()
      })
    },
  }
}
