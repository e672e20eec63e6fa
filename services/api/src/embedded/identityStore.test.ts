import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp } from '../testing/platformTestApp.ts'
import { findOrCreateIdentityAccount, identityUsername } from './identityStore.ts'

let database: OpenedDatabase
let projectId: string
const now = Date.UTC(2026, 10, 24)

beforeAll(async () => {
  database = await openTestDatabase()
  ;({ projectId } = await createPlatformTestApp(database))
})
afterAll(async () => {
  await database?.close()
})

let subjects = 0
const identity = (username?: string) => ({ provider: 'google', subject: `sub-${++subjects}`, username })

describe('login identities', () => {
  it('make an account without an email on the first login, and find the same one on the next', async () => {
    const first = identity('ada')
    const made = await findOrCreateIdentityAccount(database.db, projectId, first, now)
    expect(made.account.email).toBeNull()
    expect(made.username).toBe('ada')
    const again = await findOrCreateIdentityAccount(database.db, projectId, { ...first, username: undefined }, now)
    expect(again.account.id).toBe(made.account.id)
    expect(again.username).toBe('ada')
  })

  it('keep the name the provider gives on the latest login', async () => {
    const first = identity('ada')
    const made = await findOrCreateIdentityAccount(database.db, projectId, first, now)
    await findOrCreateIdentityAccount(database.db, projectId, { ...first, username: 'ada.lovelace' }, now)
    expect(await identityUsername(database.db, made.account.id)).toBe('ada.lovelace')
  })

  it('tell providers apart: the same subject at another provider is another account', async () => {
    const google = identity()
    const github = { ...google, provider: 'github' }
    const a = await findOrCreateIdentityAccount(database.db, projectId, google, now)
    const b = await findOrCreateIdentityAccount(database.db, projectId, github, now)
    expect(a.account.id).not.toBe(b.account.id)
  })

  it('make one account when two first logins race', async () => {
    const racing = identity('grace')
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => findOrCreateIdentityAccount(database.db, projectId, racing, now)),
    )
    expect(new Set(answers.map((answer) => answer.account.id)).size).toBe(1)
  })
})
