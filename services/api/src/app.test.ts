import { RegExpRouter } from 'hono/router/reg-exp-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { OpenedDatabase } from './db/database.ts'
import { openTestDatabase } from './db/testDatabase.ts'
import { createPlatformTestApp } from './testing/platformTestApp.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('the whole API', () => {
  // Hono's default router tries RegExpRouter (one regular expression for every route) and falls back to the
  // TrieRouter for a route it cannot take, such as a static segment beside a parameter: measured, the fallback
  // cost the cached routes a sixth of their throughput (docs/operations.md).
  it('fits in RegExpRouter, so requests are matched by one regular expression', async () => {
    const { deps } = await createPlatformTestApp(database)
    const router = new RegExpRouter<unknown>()
    const unfit: string[] = []
    for (const route of createApp(deps).routes) {
      try {
        router.add(route.method, route.path, route.handler)
      } catch {
        unfit.push(`${route.method} ${route.path}`)
      }
    }
    expect(unfit).toEqual([])
    expect(() => router.match('GET', '/v1/sessions/current')).not.toThrow()
  })
})
