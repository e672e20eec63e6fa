import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { createLocalMemo } from '../cache/localMemo.ts'
import type { Database } from '../db/database.ts'
import { wallets } from '../db/schema/index.ts'
import type { ApiDeps } from '../deps.ts'
import { ApiError } from '../http/apiError.ts'
import { MEMO_KEY_CHARACTERS, PARSE_MEMO_ENTRIES, rawQueryOf } from '../http/validation.ts'
import { parseWalletQuery } from './parseWalletQuery.ts'
import { assetIcon, currencyIcon, tokenIcon } from './publicIcons.ts'
import { queryWallets } from './queryWallets.ts'
import { createRecentBodies } from './recentBodies.ts'
import { seedWallets } from './seedWallets.ts'
import { svgResponse } from './svgResponse.ts'
import { walletIcon } from './walletIcon.ts'
import { toWalletListing } from './walletListing.ts'

/** Issue 3: cached /getWallets answers live 60 s, so a registry change shows within a minute. */
export const WALLET_LIST_TTL_MS = 60_000
const RECENT_TTL_MS = 5_000
/** The in-process copies of recent /getWallets answers hold at most this much. */
export const RECENT_WALLET_BODIES_BYTES = 8 * 1024 * 1024
const WALLET_ICON_TTL_MS = 10 * 60_000
const MAX_IMAGE_ID_LENGTH = 128
/** The slug form every wallet id has (walletRecordSchema); anything else cannot name a wallet. */
const WALLET_ID = /^[a-z0-9][a-z0-9-]{0,63}$/

// One seeding per database per process: the first request waits for it, later ones do not.
const seeded = new WeakMap<Database, Promise<unknown>>()
function ensureSeeded(db: Database): Promise<unknown> {
  let pending = seeded.get(db)
  if (!pending) {
    pending = seedWallets(db).catch((error: unknown) => {
      seeded.delete(db)
      throw error
    })
    seeded.set(db, pending)
  }
  return pending
}

const notFound = (what: string, id: string) =>
  new ApiError(404, 'NOT_FOUND', `No ${what} image with id ${JSON.stringify(id)}`)

/**
 * /getWallets and the image calls of SPEC §7. Project checks and CORS run before these routes; refusals are
 * thrown as ApiError for the platform's error handler.
 */
export function walletRoutes(deps: ApiDeps): Hono {
  const app = new Hono()
  const recent = createRecentBodies({ ttlMs: RECENT_TTL_MS, maxBytes: RECENT_WALLET_BODIES_BYTES, now: deps.now })
  const encoder = new TextEncoder()

  // The same page asking again (the common case) skips parsing and hashing its query: the raw query string
  // determines the key.
  const keysOfQueries = createLocalMemo<string>({
    ttlMs: WALLET_LIST_TTL_MS,
    maxEntries: PARSE_MEMO_ENTRIES,
    now: deps.now,
  })
  const parsedQueryOf = (c: Context) => {
    const parsed = parseWalletQuery(c.req.query())
    if (!parsed.ok) throw new ApiError(400, 'INVALID_REQUEST', parsed.message, parsed.issues)
    return parsed.query
  }
  const listKeyOf = (c: Context): string => {
    const raw = rawQueryOf(c)
    const known = keysOfQueries.get(raw)
    if (known) return known
    const parsed = { query: parsedQueryOf(c) }
    // A query may list 100 ids of 200 characters: the key is a digest of its canonical form, not the form.
    const key = `wallets:list:${createHash('sha256').update(JSON.stringify(parsed.query)).digest('base64url')}`
    if (raw.length <= MEMO_KEY_CHARACTERS) keysOfQueries.set(raw, key)
    return key
  }

  app.get('/getWallets', async (c) => {
    const key = listKeyOf(c)
    let body = recent.get(key)
    if (body === undefined) {
      // The shared cache holds the serialized answer, so every instance serves the same bytes for 60 s.
      let json = await deps.cache.get<string>(key)
      if (json === undefined) {
        await ensureSeeded(deps.db)
        // Only a key the memo knew skipped the parse; a miss of the answer is rare enough to parse again.
        const { count, rows } = await queryWallets(deps.db, parsedQueryOf(c))
        json = JSON.stringify({ count, data: rows.map((row) => toWalletListing(row, deps.config.publicUrl)) })
        await deps.cache.set(key, json, WALLET_LIST_TTL_MS)
      }
      body = encoder.encode(json)
      recent.set(key, body)
    }
    return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' })
  })

  app.get('/getWalletImage/:id', async (c) => {
    const id = c.req.param('id')
    if (!WALLET_ID.test(id)) throw notFound('wallet', id)
    const key = `wallets:icon:${id}`
    let svg = await deps.cache.get<string>(key)
    if (svg === undefined) {
      await ensureSeeded(deps.db)
      const [row] = await deps.db.select({ name: wallets.name }).from(wallets).where(eq(wallets.id, id)).limit(1)
      if (!row) throw notFound('wallet', id)
      svg = walletIcon(id, row.name)
      await deps.cache.set(key, svg, WALLET_ICON_TTL_MS)
    }
    return svgResponse(c, svg)
  })

  const publicImage = (path: string, draw: (id: string) => string | undefined, what: string) =>
    app.get(path, (c) => {
      const id = c.req.param('id') ?? ''
      const svg = id.length > MAX_IMAGE_ID_LENGTH ? undefined : draw(id)
      if (svg === undefined) throw notFound(what, id)
      return svgResponse(c, svg)
    })
  publicImage('/public/getAssetImage/:id', assetIcon, 'asset')
  publicImage('/public/getCurrencyImage/:id', currencyIcon, 'currency')
  publicImage('/public/getTokenImage/:id', tokenIcon, 'token')

  return app
}
