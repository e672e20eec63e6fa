import type { NameProfile } from '@foyer/protocol'
import type { identities } from '../db/schema/index.ts'

/** SLIP-44 coin type of Ethereum: where a name's EVM address sits in `addresses` (every EVM chain reads it). */
export const EVM_ADDRESSES_KEY = '60'

export type IdentityRow = typeof identities.$inferSelect
export type NamedRow = IdentityRow & { name: string }

export const isNamed = (row: IdentityRow): row is NamedRow => row.name !== null

/** SPEC §3 name registration, as the profile calls and the registration answer it. */
export function toProfile(row: NamedRow): NameProfile {
  const updated = row.updatedAt.toISOString()
  return {
    name: row.name,
    addresses: { [EVM_ADDRESSES_KEY]: { address: row.address } },
    attributes: row.avatar ? { avatar: row.avatar } : {},
    // Rows written before the registry kept the time of registration have only their last write.
    registered_at: row.registeredAt?.toISOString() ?? updated,
    updated_at: updated,
  }
}
