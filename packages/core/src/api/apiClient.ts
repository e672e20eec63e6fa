import { FoyerError, HttpStatusError } from '../errors/errors.ts'
import type { FoyerLogger } from '../logger/createLogger.ts'
import { SDK_TYPE, SDK_VERSION } from './sdkVersion.ts'

export { SDK_TYPE, SDK_VERSION }

/** SPEC §9 library default: an API call gives up after 10000 ms. */
export const API_TIMEOUT_MS = 10_000

export type Query = Record<string, string | number | boolean | undefined>
export type ResponseGuard<T> = (value: unknown) => value is T

export interface ApiClientConfig {
  /** Absolute (`https://api.example.com`) or same-origin (`/api`) base URL. */
  apiUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** Where failed calls are recorded (the path only: the query carries the project's id and nothing else). */
  logger?: Pick<FoyerLogger, 'log'>
}

export interface ApiClient {
  /** The full URL of a call, with projectId, st and sv (SPEC §7): for images and beacons too. */
  url(path: string, query?: Query): string
  /**
   * An image URL an answer handed out (a token's icon): one on this API gets projectId, st and sv as `url` does,
   * since the API asks every call for them; another host's is left as it is.
   */
  imageUrl(handedOut: string): string
  get<T>(path: string, guard: ResponseGuard<T>, query?: Query): Promise<T>
  post(path: string, body: unknown, options?: { query?: Query; keepalive?: boolean }): Promise<void>
  /**
   * A JSON call whose answer the caller reads (sessions, email codes). A non-OK answer fails with
   * HttpStatusError carrying the API's own code and message (`{error:{code,message}}`) for the UI to show.
   */
  send<T>(
    method: 'GET' | 'POST',
    path: string,
    guard: ResponseGuard<T>,
    options?: { body?: unknown; headers?: Record<string, string>; keepalive?: boolean; query?: Query },
  ): Promise<T>
}

/** An OK answer's JSON, if it is what the guard expects; anything else is INVALID_RESPONSE. */
async function readAnswer<T>(response: Response, guard: ResponseGuard<T>): Promise<T> {
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw new FoyerError('INVALID_RESPONSE', undefined, { cause: error })
  }
  if (!guard(body)) throw new FoyerError('INVALID_RESPONSE')
  return body
}

/** The API's error answer, when the body is one; anything else reads as no detail. */
async function readErrorAnswer(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const body: unknown = await response.json()
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined
    if (typeof error !== 'object' || error === null) return {}
    const { code, message } = error as { code?: unknown; message?: unknown }
    return {
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof message === 'string' ? { message: message.slice(0, 300) } : {}),
    }
  } catch {
    return {}
  }
}

function joinUrl(base: string, path: string, query: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}?${params}`
}

/**
 * The one door to the Foyer API. Every call carries projectId, st and sv (SPEC §7), times out after 10 s,
 * and fails with a FoyerError: 'HTTP status code: {status}' on a non-OK answer (SPEC §8), REQUEST_TIMEOUT,
 * API_UNREACHABLE, or INVALID_RESPONSE when the body is not the JSON the guard expects.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? API_TIMEOUT_MS
  // Read at call time, so a fetch installed after the client (tests, polyfills) is the one used.
  const doFetch = (input: string, init: RequestInit) => (config.fetch ?? globalThis.fetch)(input, init)
  const url = (path: string, query: Query = {}) =>
    joinUrl(config.apiUrl, path, { ...query, projectId: config.projectId, st: config.sdkType, sv: config.sdkVersion })

  async function request(path: string, init: RequestInit, query?: Query, readError = false): Promise<Response> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const response = await doFetch(url(path, query), { ...init, signal: controller.signal })
      if (!response.ok) {
        if (readError) throw new HttpStatusError(response.status, await readErrorAnswer(response))
        // The body is of no use; dropping it frees the connection.
        void response.body?.cancel().catch(() => {})
        throw new HttpStatusError(response.status)
      }
      return response
    } catch (thrown) {
      const error =
        thrown instanceof FoyerError
          ? thrown
          : new FoyerError(controller.signal.aborted ? 'REQUEST_TIMEOUT' : 'API_UNREACHABLE', undefined, {
              cause: thrown,
            })
      // Warn, not error: the modal goes on without what the API would have added.
      config.logger?.log(40, 'API call failed', { method: init.method, path, error })
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  const imageUrl = (handedOut: string) => {
    const page = globalThis.location?.href
    try {
      const base = new URL(`${config.apiUrl.replace(/\/+$/, '')}/`, page)
      const image = new URL(handedOut, page)
      if (image.origin !== base.origin || !image.pathname.startsWith(base.pathname) || image.search) return handedOut
      return url(image.pathname.slice(base.pathname.length))
    } catch {
      return handedOut
    }
  }

  return {
    url,
    imageUrl,
    async get(path, guard, query) {
      const response = await request(path, { method: 'GET', headers: { accept: 'application/json' } }, query)
      return readAnswer(response, guard)
    },
    async post(path, body, options = {}) {
      const response = await request(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          keepalive: options.keepalive ?? false,
        },
        options.query,
      )
      void response.body?.cancel().catch(() => {})
    },
    async send(method, path, guard, options = {}) {
      const init: RequestInit = {
        method,
        headers: {
          accept: 'application/json',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        // Same-origin APIs carry the session cookie; a cross-origin one is reached with a bearer token instead.
        credentials: 'same-origin',
        keepalive: options.keepalive ?? false,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      }
      const response = await request(path, init, options.query, true)
      return readAnswer(response, guard)
    },
  }
}

/** The API client the options ask for, or none: with no apiUrl or no projectId the API features are off. */
export function apiClientFromOptions(
  options: { apiUrl?: string; projectId?: string },
  logger?: Pick<FoyerLogger, 'log'>,
): ApiClient | undefined {
  if (!options.apiUrl || !options.projectId) return undefined
  return createApiClient({
    apiUrl: options.apiUrl,
    projectId: options.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    ...(logger ? { logger } : {}),
  })
}
