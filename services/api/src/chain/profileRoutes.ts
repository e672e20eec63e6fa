import { profileQuerySchema } from '@foyer/protocol'
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { identities } from '../db/schema/index.ts'
import type { ApiDeps } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, queryOf } from '../http/validation.ts'
import { accountPathSchema } from './accountAddress.ts'

/** SLIP-44 coin type of Ethereum: where a name's EVM address sits in `addresses`. */
const EVM_COIN_TYPE = '60'

/** SPEC §5 name: letters, digits and hyphens, at least 4 characters, before an optional suffix such as `.reown.id`. */
const nameSchema = z
  .string()
  .max(255)
  .regex(/^[a-z\d-]{4,}(\.[a-z\d-]+)*$/i, 'must be a name: letters, digits and hyphens, at least 4 characters')
  .transform((value) => value.toLowerCase())

/** SPEC §3 name registration, as the profile calls answer it. */
export interface ProfileResponse {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
  registered_at: string
  updated_at: string
}

type IdentityRow = typeof identities.$inferSelect

function toProfile(row: IdentityRow & { name: string }): ProfileResponse {
  // The registry keeps one timestamp per name: its last write stands for the registration time too.
  const updated = row.updatedAt.toISOString()
  return {
    name: row.name,
    addresses: { [EVM_COIN_TYPE]: { address: row.address } },
    attributes: row.avatar ? { avatar: row.avatar } : {},
    registered_at: updated,
    updated_at: updated,
  }
}

const named = (row: IdentityRow): row is IdentityRow & { name: string } => row.name !== null

/**
 * SPEC §7 name lookups over the identities the name registry writes: a name to its addresses
 * (`/v1/profile/account/{name}`, 404 when unknown) and an address to its names (`/v1/profile/reverse/{address}`).
 */
export function profileRoutes(deps: ApiDeps): Hono {
  const app = new Hono()

  app.get('/v1/profile/account/:name', async (c) => {
    const name = parseRequest(nameSchema, c.req.param('name'))
    parseRequest(profileQuerySchema, queryOf(c))
    const [row] = await deps.db.select().from(identities).where(sql`lower(${identities.name}) = ${name}`).limit(1)
    if (!row || !named(row)) throw new ApiError(404, 'NOT_FOUND', `No name ${name} is registered`)
    return c.json(toProfile(row))
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const { address } = parseRequest(accountPathSchema, { address: c.req.param('address') })
    parseRequest(profileQuerySchema, queryOf(c))
    const rows = await deps.db.select().from(identities).where(eq(identities.address, address))
    return c.json(rows.filter(named).map(toProfile))
  })

  return app
}
