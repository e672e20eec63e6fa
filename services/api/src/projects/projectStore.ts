import { type Features, featuresSchema, type ProjectTier, projectTierSchema } from '@foyer/protocol'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { projects } from '../db/schema/index.ts'
import type { Cache } from '../deps.ts'
import { parseRequest } from '../http/validation.ts'
import { type ProjectPatch, type ProjectSeed, projectPatchSchema, projectSeedSchema } from './projectSeed.ts'

export interface ProjectRecord {
  id: string
  name: string
  tier: ProjectTier
  allowedOrigins: string[]
  features: Features
  mauLimit: number | null
  rpcLimit: number | null
}

// Every request looks its project up; a short lifetime bounds how long a CLI change takes to reach
// instances that did not make it. Unknown ids are remembered too, so junk ids cannot hammer the database.
const PROJECT_TTL_MS = 30_000
const UNKNOWN_PROJECT_TTL_MS = 10_000
const cacheKey = (id: string) => `project:${id}`

// In front of the shared cache, each process keeps a project for 2 s: the lookup every request makes then
// costs no Redis round trip and no JSON parse. The records are frozen, since every request shares them.
const LOCAL_TTL_MS = 2_000
/** Past this many ids (a flood of junk ids) the memo starts over; the shared cache still answers. */
export const PROJECT_MEMO_ENTRIES = 10_000
const localMemos = new WeakMap<Cache, Map<string, { project: ProjectRecord | undefined; until: number }>>()

function localMemo(cache: Cache): Map<string, { project: ProjectRecord | undefined; until: number }> {
  let memo = localMemos.get(cache)
  if (!memo) {
    memo = new Map()
    localMemos.set(cache, memo)
  }
  return memo
}

function freeze(project: ProjectRecord): ProjectRecord {
  Object.freeze(project.allowedOrigins)
  Object.freeze(project.features)
  return Object.freeze(project)
}

type ProjectRow = typeof projects.$inferSelect

function toRecord(row: ProjectRow): ProjectRecord {
  const features = featuresSchema.safeParse(row.features)
  return {
    id: row.id,
    name: row.name,
    tier: projectTierSchema.catch('starter').parse(row.tier),
    allowedOrigins: row.allowedOrigins.filter((origin) => typeof origin === 'string'),
    features: features.success ? features.data : {},
    mauLimit: row.mauLimit,
    rpcLimit: row.rpcLimit,
  }
}

/** The project named by a request, through the cache; undefined when there is none. */
export async function findProject(db: Database, cache: Cache, id: string): Promise<ProjectRecord | undefined> {
  const memo = localMemo(cache)
  const local = memo.get(id)
  if (local && local.until > Date.now()) return local.project
  const project = await findProjectThroughCache(db, cache, id)
  if (memo.size >= PROJECT_MEMO_ENTRIES) memo.clear()
  memo.set(id, { project: project && freeze(project), until: Date.now() + LOCAL_TTL_MS })
  return project
}

async function findProjectThroughCache(db: Database, cache: Cache, id: string): Promise<ProjectRecord | undefined> {
  const cached = await cache.get<ProjectRecord | { unknown: true }>(cacheKey(id))
  if (cached) return 'unknown' in cached ? undefined : cached
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1)
  if (!row) {
    await cache.set(cacheKey(id), { unknown: true }, UNKNOWN_PROJECT_TTL_MS)
    return undefined
  }
  const record = toRecord(row)
  await cache.set(cacheKey(id), record, PROJECT_TTL_MS)
  return record
}

async function forgetProject(cache: Cache | undefined, id: string): Promise<void> {
  if (!cache) return
  localMemo(cache).delete(id)
  await cache.delete(cacheKey(id))
}

/** Creates the project, or replaces the fields the seed names. */
export async function upsertProject(db: Database, cache: Cache | undefined, seed: ProjectSeed): Promise<ProjectRecord> {
  const valid = parseRequest(projectSeedSchema, seed)
  const { id, ...fields } = valid
  const [row] = await db
    .insert(projects)
    .values(valid)
    .onConflictDoUpdate({ target: projects.id, set: fields })
    .returning()
  await forgetProject(cache, id)
  return toRecord(row!)
}

/** Changes an existing project; undefined when there is none. */
export async function updateProject(
  db: Database,
  cache: Cache | undefined,
  id: string,
  patch: ProjectPatch,
): Promise<ProjectRecord | undefined> {
  const fields = parseRequest(projectPatchSchema, patch)
  const [row] =
    Object.keys(fields).length === 0
      ? await db.select().from(projects).where(eq(projects.id, id))
      : await db.update(projects).set(fields).where(eq(projects.id, id)).returning()
  await forgetProject(cache, id)
  return row ? toRecord(row) : undefined
}

/** The stored project, read past the cache (the CLI's view). */
export async function findProjectRow(db: Database, id: string): Promise<ProjectRecord | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1)
  return row ? toRecord(row) : undefined
}

export async function listProjects(db: Database): Promise<ProjectRecord[]> {
  const rows = await db.select().from(projects).orderBy(asc(projects.id))
  return rows.map(toRecord)
}
