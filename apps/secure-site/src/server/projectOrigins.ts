import { PROJECT_ID_PATTERN } from '@foyer/protocol'
import { frameAncestorOrigins } from './secureSiteCsp.ts'

/** What the secure site tells the API it is, as every caller does (SPEC §7 st, sv). */
export const SECURE_SITE_SDK = { st: 'foyer-secure-site', sv: '0.1.0' } as const

const LOOKUP_TIMEOUT_MS = 5_000

/**
 * The allowed origins of `projectId`, from the API's GET /projects/v1/origins. Fails closed: no project id, an
 * unknown project, an API that is down or answers nonsense — all give no origin, so nothing may frame the page.
 */
export async function fetchProjectOrigins(apiUrl: string, projectId: string | null): Promise<string[]> {
  if (!projectId || !PROJECT_ID_PATTERN.test(projectId)) return []
  const url = new URL('projects/v1/origins', withSlash(apiUrl))
  url.search = new URLSearchParams({ projectId, ...SECURE_SITE_SDK }).toString()
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
    if (!answer.ok) return []
    const body: unknown = await answer.json()
    const list = (body as { allowedOrigins?: unknown } | null)?.allowedOrigins
    return Array.isArray(list) ? frameAncestorOrigins(list) : []
  } catch {
    return []
  }
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}
