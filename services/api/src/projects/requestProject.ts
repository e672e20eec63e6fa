import { PROJECT_ID_PATTERN } from '@foyer/protocol'
import type { Context } from 'hono'
import type { ApiDeps } from '../deps.ts'
import { findProject, type ProjectRecord } from './projectStore.ts'

export type RequestProject =
  | { kind: 'found'; project: ProjectRecord }
  | { kind: 'missing' }
  | { kind: 'invalid'; projectId: string }

const lookups = new WeakMap<Context, Promise<RequestProject>>()

/** The project a request names in `projectId`, looked up once per request (CORS and the project check share it). */
export function requestProject(c: Context, deps: ApiDeps): Promise<RequestProject> {
  let pending = lookups.get(c)
  if (!pending) {
    pending = lookup(c.req.query('projectId'), deps)
    lookups.set(c, pending)
  }
  return pending
}

async function lookup(projectId: string | undefined, deps: ApiDeps): Promise<RequestProject> {
  if (!projectId) return { kind: 'missing' }
  if (!PROJECT_ID_PATTERN.test(projectId)) return { kind: 'invalid', projectId }
  const project = await findProject(deps.db, deps.cache, projectId)
  return project ? { kind: 'found', project } : { kind: 'invalid', projectId }
}
