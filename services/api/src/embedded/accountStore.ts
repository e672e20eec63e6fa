import type { EmbeddedAddresses, EmbeddedRecovery } from '@foyer/protocol'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { embeddedAccounts } from '../db/schema/index.ts'
import { isUniqueViolation } from '../db/uniqueViolation.ts'
import { newAccountId } from './embeddedSecrets.ts'

export type AccountRow = typeof embeddedAccounts.$inferSelect

export async function findAccount(db: Database, projectId: string, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(embeddedAccounts)
    .where(and(eq(embeddedAccounts.projectId, projectId), eq(embeddedAccounts.email, email)))
    .limit(1)
  return row
}

export async function findAccountById(db: Database, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(embeddedAccounts).where(eq(embeddedAccounts.id, id)).limit(1)
  return row
}

/** The account of a proven address, made on its first login; two first logins racing make one. */
export async function findOrCreateAccount(
  db: Database,
  projectId: string,
  email: string,
  now: number,
): Promise<AccountRow> {
  await db
    .insert(embeddedAccounts)
    .values({ id: newAccountId(), projectId, email, createdAt: new Date(now) })
    .onConflictDoNothing({ target: [embeddedAccounts.projectId, embeddedAccounts.email] })
  const row = await findAccount(db, projectId, email)
  if (!row) throw new Error('The embedded account vanished while it was created')
  return row
}

export interface NewWallet {
  addresses: EmbeddedAddresses
  commitment: string
  recovery: EmbeddedRecovery
  authShareSealed: string
}

/** Stores the wallet unless the account has one; false when it had (one conditional UPDATE, so once ever). */
export async function saveWallet(db: Database, accountId: string, wallet: NewWallet, now: number): Promise<boolean> {
  const saved = await db
    .update(embeddedAccounts)
    .set({ ...wallet, walletCreatedAt: new Date(now) })
    .where(and(eq(embeddedAccounts.id, accountId), isNull(embeddedAccounts.authShareSealed)))
    .returning({ id: embeddedAccounts.id })
  return saved.length === 1
}

/** Moves the account to a new address; false when another account of the project already has it. */
export async function changeAccountEmail(db: Database, account: AccountRow, newEmail: string): Promise<boolean> {
  const moved = await db
    .update(embeddedAccounts)
    .set({ email: newEmail })
    .where(eq(embeddedAccounts.id, account.id))
    .returning({ id: embeddedAccounts.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return []
      throw error
    })
  return moved.length === 1
}
