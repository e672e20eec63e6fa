import { profileQuerySchema } from '@foyer/protocol'
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { identities } from '../db/schema/index.ts'
import type { ApiDeps } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { parseRequest, queryOf } from '../http/validation.ts'
import { isNamed, toProfile } from '../names/nameProfile.ts'
import { accountPathSchema } from './accountAddress.ts'

/** SPEC §5 name: letters, digits and hyphens, at least 4 characters, before an optional suffix such as `.reown.id`. */
const nameSchema = z
  .string()
  .max(255)
  .regex(/^[a-z\d-]{4,}(\.[a-z\d-]+)*$/i, 'must be a name: letters, digits and hyphens, at least 4 characters')
  .transform((value) => value.toLowerCase())

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
    if (!row || !isNamed(row)) throw new ApiError(404, 'NOT_FOUND', `No name ${name} is registered`)
    return c.json(toProfile(row))
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const { address } = parseRequest(accountPathSchema, { address: c.req.param('address') })
    parseRequest(profileQuerySchema, queryOf(c))
    const rows = await deps.db.select().from(identities).where(eq(identities.address, address))
    return c.json(rows.filter(isNamed).map(toProfile))
  })

  return app
}
