import { listen } from '@foyer/api'
import { Hono } from 'hono'

/** About the size of the API's small answers (`/health`, a project-limits answer). */
const SMALL_BODY = { status: 'ok', tier: 'pro', isAboveLimit: false }

/**
 * The ceiling for this stack: one Hono route with no middleware, served by @hono/node-server through the same
 * `listen` the API uses (same server settings), in the same process as the API it is compared with.
 */
export async function startBareRoute(): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Hono()
  app.get('/x', (c) => c.json(SMALL_BODY))
  const listening = await listen(app.fetch)
  return { url: `${listening.url}/x`, close: listening.close }
}
