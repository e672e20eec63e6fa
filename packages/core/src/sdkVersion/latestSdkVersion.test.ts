import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/apiClient.ts'
import { type LocalApi, startLocalApi } from '../api/localApi.testing.ts'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import type { LatestSdkVersionCheck } from './latestSdkVersion.ts'

const DAY_MS = 24 * 60 * 60 * 1000
let latest: { status?: number; json?: unknown } = { json: { version: '0.2.0' } }
let api: LocalApi
beforeAll(async () => {
  api = await startLocalApi({ '/v1/sdk/latest': () => latest })
})
afterAll(() => api.stop())
afterEach(() => {
  vi.resetModules()
  latest = { json: { version: '0.2.0' } }
})

// A fresh module each time: the warning is once per page.
async function setup(current = '0.1.0') {
  const { checkLatestSdkVersion, isCachedLatestSdkVersion } = await import('./latestSdkVersion.ts')
  const storage = createStorage(createMemoryStorage())
  const clock = { now: Date.UTC(2026, 10, 25) }
  const warn = vi.fn()
  const debug = vi.fn()
  const options: LatestSdkVersionCheck = {
    api: createApiClient({ apiUrl: api.url, projectId: 'p', sdkType: 'foyer-react', sdkVersion: current }),
    stored: storage.item('latestSdkVersion', isCachedLatestSdkVersion),
    current,
    now: () => clock.now,
    warn,
    debug,
  }
  const asked = () => api.to('/v1/sdk/latest').length
  const before = asked()
  return { check: () => checkLatestSdkVersion(options), clock, warn, debug, asked: () => asked() - before }
}

describe('latest SDK version check (SPEC §9, cached 7 days)', () => {
  it('warns once when the running version is behind the one the API announces', async () => {
    const { check, warn } = await setup('0.1.0')
    await check()
    await check()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(
      '[foyer] Foyer 0.2.0 is available; this page runs 0.1.0. Update the @foyer packages.',
    )
  })

  it('says nothing when the running version is the newest or newer', async () => {
    for (const current of ['0.2.0', '0.3.0-rc.1']) {
      const { check, warn } = await setup(current)
      await check()
      expect(warn).not.toHaveBeenCalled()
    }
  })

  it('asks the API on a miss and answers from storage for 7 days', async () => {
    const { check, clock, asked } = await setup()
    await check()
    clock.now += 7 * DAY_MS - 1
    await check()
    expect(asked()).toBe(1)
  })

  it('asks the API again once the stored answer is 7 days old', async () => {
    const { check, clock, asked } = await setup()
    await check()
    clock.now += 7 * DAY_MS
    await check()
    expect(asked()).toBe(2)
  })

  it('is silent but for a debug line when the API fails, and stores nothing', async () => {
    latest = { status: 500, json: { error: { code: 'INTERNAL', message: 'down' } } }
    const { check, warn, debug, asked } = await setup()
    await check()
    expect(warn).not.toHaveBeenCalled()
    expect(debug).toHaveBeenCalledTimes(1)
    await check()
    expect(asked()).toBe(2)
  })

  it('ignores an answer that is not a version', async () => {
    latest = { json: { version: 'latest' } }
    const { check, warn, debug } = await setup()
    await check()
    expect([warn.mock.calls.length, debug.mock.calls.length]).toEqual([0, 1])
  })
})
