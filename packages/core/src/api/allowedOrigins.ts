import { HttpStatusError } from '../errors/errors.ts'
import type { ApiClient } from './apiClient.ts'
import { isAllowedOriginsResponse } from './responseGuards.ts'

export type AllowedOrigins = { status: 'ok'; origins: readonly string[] } | { status: 'RATE_LIMITED' | 'SERVER_ERROR' }

/** SPEC §8: a 429 becomes RATE_LIMITED, a 5xx SERVER_ERROR, any other failure an empty list. */
export async function fetchAllowedOrigins(api: ApiClient): Promise<AllowedOrigins> {
  try {
    const { allowedOrigins } = await api.get('/projects/v1/origins', isAllowedOriginsResponse)
    return { status: 'ok', origins: allowedOrigins }
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 429) return { status: 'RATE_LIMITED' }
    if (error instanceof HttpStatusError && error.status >= 500) return { status: 'SERVER_ERROR' }
    return { status: 'ok', origins: [] }
  }
}
