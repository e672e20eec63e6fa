import type { ApiClient } from '../api/apiClient.ts'
import type { StoredItem } from '../storage/storedItems.ts'
import { compareVersions } from './compareVersions.ts'

/** SPEC §9 cache lifetime: latest SDK version 7 days. */
export const LATEST_SDK_VERSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** What is stored: the announced version and when it was asked. */
export interface CachedLatestSdkVersion {
  version: string
  fetchedAt: number
}

export const isCachedLatestSdkVersion = (value: unknown): value is CachedLatestSdkVersion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CachedLatestSdkVersion).version === 'string' &&
  Number.isFinite((value as CachedLatestSdkVersion).fetchedAt)

const isLatestAnswer = (value: unknown): value is { version: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { version?: unknown }).version === 'string' &&
  compareVersions((value as { version: string }).version, '0.0.0') !== undefined

export interface LatestSdkVersionCheck {
  api: ApiClient
  stored: StoredItem<CachedLatestSdkVersion>
  /** The running SDK's version, the `sv` every API call carries. */
  current: string
  now?: () => number
  warn?: (message: string) => void
  debug?: (message: string, error: unknown) => void
}

let warned = false

/**
 * The newest version the API announces (GET /v1/sdk/latest), from storage while under 7 days old, and a warning
 * once per page when the running SDK is behind. It never throws: a failed call is a debug line, nothing more.
 * Only started in development (isDevelopmentPage).
 */
export async function checkLatestSdkVersion({
  api,
  stored,
  current,
  now = Date.now,
  warn = (message) => console.warn(message),
  debug = (message, error) => console.debug(message, error),
}: LatestSdkVersionCheck): Promise<void> {
  const cached = stored.get()
  const age = cached ? now() - cached.fetchedAt : Number.NaN
  let latest = age >= 0 && age < LATEST_SDK_VERSION_TTL_MS ? cached?.version : undefined
  if (latest === undefined) {
    try {
      latest = (await api.get('/v1/sdk/latest', isLatestAnswer)).version
    } catch (error) {
      debug('[foyer] could not read the latest SDK version', error)
      return
    }
    stored.set({ version: latest, fetchedAt: now() })
  }
  if (warned || (compareVersions(current, latest) ?? 0) >= 0) return
  warned = true
  warn(`[foyer] Foyer ${latest} is available; this page runs ${current}. Update the @foyer packages.`)
}
