import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totalCacheBudget } from './cache/cacheBudgets.ts'
import type { OpenedDatabase } from './db/database.ts'
import { openTestDatabase } from './db/testDatabase.ts'
import { memoryBudget } from './memoryBudget.ts'
import { createPlatformTestApp } from './testing/platformTestApp.ts'
import { walletRoutes } from './wallets/walletRoutes.ts'

// A full collection before each heap reading, so what is measured is what the process keeps.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void
const heapUsed = () => {
  collectGarbage()
  return process.memoryUsage().heapUsed
}

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database?.close())

describe('the memory budget', () => {
  it('adds up the parts docs/operations.md states', () => {
    const { parts, total } = memoryBudget()
    expect(parts.caches).toBe(totalCacheBudget())
    expect(total).toBe(Object.values(parts).reduce((sum, bytes) => sum + bytes, 0))
    expect(memoryBudget({ redis: true }).parts).toMatchObject({ caches: 0, rateLimitBuckets: 0 })
  })

  it('holds against a flood of distinct /getWallets queries, each answered with every wallet', async () => {
    const { app, cache, query } = await createPlatformTestApp(database, { areas: [walletRoutes] })
    // Every distinct query is a new answer of about 20 KB; before byte budgets each stayed for 60 s.
    const flood = async (from: number, count: number) => {
      for (let index = from; index < from + count; index++) {
        const response = await app.request(query('/getWallets', { entries: '100', exclude: `nobody-${index}` }))
        expect(response.status).toBe(200)
        await response.arrayBuffer()
      }
    }
    await flood(0, 50)
    const before = heapUsed()
    await flood(50, 1_000)
    const grown = heapUsed() - before
    const lists = cache.usage().byPartition.find((part) => part.prefix === 'wallets:list:')!
    expect(lists.entries).toBeGreaterThan(100)
    expect(lists.bytes).toBeLessThanOrEqual(lists.maxBytes)
    expect(cache.usage().bytes).toBeLessThanOrEqual(totalCacheBudget())
    // 1,000 answers of 21 KB: 21 MB kept before; now at most the partition's budget (its text is one byte a char).
    expect(grown).toBeLessThan(lists.maxBytes)
  })
})
