import { startDemoServer } from '../apps/demo/server.ts'
import { DEMO_DIST } from '../scripts/stack.ts'
import { test as base } from './fixtures.ts'

/** Nothing listens on port 9 (discard) on loopback: every API call through this demo fails. */
export const CLOSED_API = 'http://127.0.0.1:9'

/**
 * The same built demo, served by a second demo server whose Foyer API is unreachable while its chains are
 * the main stack's (through the main demo's own /rpc proxy). The test's page opens it, and the fixtures'
 * own-origin guard follows, since it reads this baseURL.
 */
export const testWithApiDown = base.extend({
  baseURL: async ({ baseURL }, use) => {
    const main = baseURL ?? 'http://127.0.0.1:4319'
    const demo = await startDemoServer({
      distDir: DEMO_DIST,
      port: 0,
      rpcUpstreams: { '31337': `${main}/rpc/31337`, '31338': `${main}/rpc/31338` },
      apiUpstream: CLOSED_API,
    })
    await use(demo.url)
    await demo.stop()
  },
})
