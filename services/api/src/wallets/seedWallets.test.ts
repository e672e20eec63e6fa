import { count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { wallets } from '../db/schema/index.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { seedGeneratedWallets, seedWallets } from './seedWallets.ts'
import { loadWalletDataset } from './walletDataset.ts'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const total = async (where?: ReturnType<typeof like>) =>
  (await database.db.select({ total: count() }).from(wallets).where(where))[0]?.total

describe('seedWallets', () => {
  it('stores the dataset once however often it runs, restoring an edited row and its phone links', async () => {
    const size = loadWalletDataset().length
    expect(await seedWallets(database.db)).toBe(size)
    await database.db
      .update(wallets)
      .set({ name: 'Edited', universalLink: null, playStore: 'https://evil.example' })
      .where(eq(wallets.id, 'metamask'))
    await seedWallets(database.db)
    expect(await total()).toBe(size)
    const [metamask] = await database.db.select().from(wallets).where(eq(wallets.id, 'metamask'))
    expect(metamask).toMatchObject({
      name: 'MetaMask',
      rdns: 'io.metamask',
      search: 'metamask',
      badge: 'certified',
      universalLink: 'https://metamask.app.link',
      appStore: 'https://apps.apple.com/app/id1438144202',
      playStore: 'https://play.google.com/store/apps/details?id=io.metamask',
    })
  })

  it('adds generated loadtest- wallets beside the real ones, in batches', async () => {
    expect(await seedGeneratedWallets(database.db, 2_500)).toBe(2_500)
    await seedGeneratedWallets(database.db, 2_500)
    expect(await total(like(wallets.id, 'loadtest-%'))).toBe(2_500)
    expect(await total()).toBe(2_500 + loadWalletDataset().length)
  })
})
