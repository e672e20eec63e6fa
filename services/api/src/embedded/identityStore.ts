import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { embeddedAccounts, embeddedIdentities } from '../db/schema/index.ts'
import { type AccountRow, findAccountById } from './accountStore.ts'
import { newAccountId } from './embeddedSecrets.ts'

/** A login identity proven by a social provider (OpenID `sub`) or by Farcaster (the fid). */
export interface LoginIdentity {
  provider: string
  subject: string
  /** The name the provider gives now (SPEC §3 userName); kept up to date on every login. */
  username?: string | undefined
}

export interface IdentityAccount {
  account: AccountRow
  username: string | undefined
}

/**
 * The account an identity logs into, made with the identity on its first login. Two first logins racing make one
 * account: the identity row decides, and the loser's fresh account row is removed.
 */
export async function findOrCreateIdentityAccount(
  db: Database,
  projectId: string,
  identity: LoginIdentity,
  now: number,
): Promise<IdentityAccount> {
  const existing = await findIdentity(db, projectId, identity)
  if (existing) return refreshUsername(db, projectId, identity, existing.accountId)

  const accountId = newAccountId()
  const createdAt = new Date(now)
  await db.insert(embeddedAccounts).values({ id: accountId, projectId, email: null, createdAt })
  const linked = await db
    .insert(embeddedIdentities)
    .values({
      projectId,
      provider: identity.provider,
      subject: identity.subject,
      accountId,
      username: identity.username ?? null,
      createdAt,
    })
    .onConflictDoNothing()
    .returning({ accountId: embeddedIdentities.accountId })
  if (linked.length === 0) {
    await db.delete(embeddedAccounts).where(eq(embeddedAccounts.id, accountId))
    const winner = await findIdentity(db, projectId, identity)
    if (!winner) throw new Error('The login identity vanished while it was created')
    return refreshUsername(db, projectId, identity, winner.accountId)
  }
  const account = await findAccountById(db, accountId)
  if (!account) throw new Error('The embedded account vanished while it was created')
  return { account, username: identity.username }
}

async function findIdentity(db: Database, projectId: string, identity: LoginIdentity) {
  const [row] = await db
    .select()
    .from(embeddedIdentities)
    .where(
      and(
        eq(embeddedIdentities.projectId, projectId),
        eq(embeddedIdentities.provider, identity.provider),
        eq(embeddedIdentities.subject, identity.subject),
      ),
    )
    .limit(1)
  return row
}

async function refreshUsername(
  db: Database,
  projectId: string,
  identity: LoginIdentity,
  accountId: string,
): Promise<IdentityAccount> {
  if (identity.username !== undefined) {
    await db
      .update(embeddedIdentities)
      .set({ username: identity.username })
      .where(
        and(
          eq(embeddedIdentities.projectId, projectId),
          eq(embeddedIdentities.provider, identity.provider),
          eq(embeddedIdentities.subject, identity.subject),
        ),
      )
  }
  const account = await findAccountById(db, accountId)
  if (!account) throw new Error('The identity points at no account')
  const [row] = await db
    .select({ username: embeddedIdentities.username })
    .from(embeddedIdentities)
    .where(and(eq(embeddedIdentities.accountId, accountId), eq(embeddedIdentities.provider, identity.provider)))
    .limit(1)
  return { account, username: row?.username ?? undefined }
}

/** The name an account's login identity gave last (the first one found), for GET_USER's userName. */
export async function identityUsername(db: Database, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ username: embeddedIdentities.username })
    .from(embeddedIdentities)
    .where(eq(embeddedIdentities.accountId, accountId))
    .limit(1)
  return row?.username ?? undefined
}
