import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient, SDK_VERSION } from '../api/apiClient.ts'
import { type LocalApi, startLocalApi } from '../api/localApi.testing.ts'
import { createMemoryStorage, createStorage } from '../storage/storedItems.ts'
import type { ApiFlowContext } from './apiContext.ts'
import { startSdkVersionCheck } from './sdkVersionCheck.ts'

let api: LocalApi
beforeAll(async () => {
  api = await startLocalApi({ '/v1/sdk/latest': () => ({ json: { version: '999.0.0' } }) })
})
afterAll(() => api.stop())
afterEach(() => vi.restoreAllMocks())

// The check reads only these three parts of the flows' context.
function context(devWarnings?: boolean): ApiFlowContext {
  const part: Pick<ApiFlowContext, 'api' | 'storage'> & { options: { devWarnings?: boolean } } = {
    api: createApiClient({ apiUrl: api.url, projectId: 'p', sdkType: 'foyer-react', sdkVersion: SDK_VERSION }),
    storage: createStorage(createMemoryStorage()),
    options: devWarnings === undefined ? {} : { devWarnings },
  }
  return part as ApiFlowContext
}
const asked = () => api.to('/v1/sdk/latest').length

describe('startSdkVersionCheck', () => {
  it("neither loads nor asks anything on a visitor's page in production", () => {
    const before = asked()
    expect(startSdkVersionCheck(context(), 'dapp.example')).toBeUndefined()
    expect(startSdkVersionCheck(context(), undefined)).toBeUndefined()
    expect(asked()).toBe(before)
  })

  it('stays off on localhost when the dapp set devWarnings false', () => {
    expect(startSdkVersionCheck(context(false), 'localhost')).toBeUndefined()
  })

  it('asks the API and warns in development when a newer Foyer is out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const before = asked()
    await startSdkVersionCheck(context(), '127.0.0.1')
    expect(asked()).toBe(before + 1)
    expect(warn).toHaveBeenCalledWith(
      `[foyer] Foyer 999.0.0 is available; this page runs ${SDK_VERSION}. Update the @foyer packages.`,
    )
  })
})
