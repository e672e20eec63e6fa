import { describe, expect, it } from 'vitest'
import { projects } from './schema/index.ts'
import { openTestDatabase } from './testDatabase.ts'

describe('openDatabase', () => {
  it('migrates a fresh database so a project can be stored and read back', async () => {
    const { db, close } = await openTestDatabase()
    try {
      await db.insert(projects).values({ id: 'p1', name: 'Demo', allowedOrigins: ['http://127.0.0.1:4173'] })
      const [stored] = await db.select().from(projects)
      expect(stored).toMatchObject({ id: 'p1', tier: 'starter', allowedOrigins: ['http://127.0.0.1:4173'] })
    } finally {
      await close()
    }
  })
})
