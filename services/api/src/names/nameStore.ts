import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { identities } from '../db/schema/index.ts'
import { isUniqueViolation } from '../db/uniqueViolation.ts'
import { isNamed, type NamedRow } from './nameProfile.ts'

/** Which of `names` (lower-case) some address holds. */
export async function takenNames(db: Database, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db
    .select({ name: sql<string>`lower(${identities.name})` })
    .from(identities)
    .where(inArray(sql`lower(${identities.name})`, [...names]))
  return new Set(rows.map((row) => row.name))
}

/** The address holding `name` (lower-case), if any. */
export async function holderOf(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ address: identities.address })
    .from(identities)
    .where(sql`lower(${identities.name}) = ${name}`)
    .limit(1)
  return row?.address
}

export type RegisterOutcome =
  | { kind: 'registered'; row: NamedRow }
  /** Another address holds the name. */
  | { kind: 'taken' }
  /** The address already holds another name (one name per address). */
  | { kind: 'addressNamed'; name: string }

/**
 * Gives `name` to `address` (both lower-case) in one statement: a new row, or the address's row when it has no
 * name yet or this very name (then only the avatar and update time change). The unique index on the name
 * settles a race between two addresses; the condition on the row settles one between two names of one address.
 */
export async function registerName(
  db: Database,
  entry: { address: string; name: string; avatar: string | null; at: Date },
): Promise<RegisterOutcome> {
  const { address, name, avatar, at } = entry
  try {
    const [row] = await db
      .insert(identities)
      .values({ address, name, avatar, registeredAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: identities.address,
        set: {
          name,
          avatar,
          registeredAt: sql`case when ${identities.name} = ${name} then ${identities.registeredAt} else ${at.toISOString()}::timestamptz end`,
          updatedAt: at,
        },
        setWhere: sql`${identities.name} is null or ${identities.name} = ${name}`,
      })
      .returning()
    if (row && isNamed(row)) return { kind: 'registered', row }
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'taken' }
    throw error
  }
  const [held] = await db
    .select({ name: identities.name })
    .from(identities)
    .where(sql`${identities.address} = ${address}`)
  return { kind: 'addressNamed', name: held?.name ?? '' }
}
