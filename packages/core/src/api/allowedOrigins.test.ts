import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchAllowedOrigins } from './allowedOrigins.ts'
import { createApiClient } from './apiClient.ts'
import { type LocalApi, startLocalApi } from './localApi.testing.ts'

let server: LocalApi
const answer = (status: number, json: unknown = {}) => server.on('/projects/v1/origins', () => ({ status, json }))
beforeAll(async () => {
  server = await startLocalApi()
})
afterAll(() => server.stop())

const api = () => createApiClient({ apiUrl: server.url, projectId: 'p', sdkType: 'foyer-react', sdkVersion: '1' })

describe('fetchAllowedOrigins (SPEC §8)', () => {
  it('returns the project’s allowed origins', async () => {
    answer(200, { allowedOrigins: ['https://dapp.example'] })
    expect(await fetchAllowedOrigins(api())).toEqual({ status: 'ok', origins: ['https://dapp.example'] })
  })

  it('turns a 429 into RATE_LIMITED', async () => {
    answer(429)
    expect(await fetchAllowedOrigins(api())).toEqual({ status: 'RATE_LIMITED' })
  })

  it.each([500, 503])('turns a %i into SERVER_ERROR', async (status) => {
    answer(status)
    expect(await fetchAllowedOrigins(api())).toEqual({ status: 'SERVER_ERROR' })
  })

  it.each([403, 404])('turns any other failure (%i) into an empty list', async (status) => {
    answer(status)
    expect(await fetchAllowedOrigins(api())).toEqual({ status: 'ok', origins: [] })
  })

  it('turns a malformed answer into an empty list', async () => {
    server.on('/projects/v1/origins', () => ({ raw: 'not json' }))
    expect(await fetchAllowedOrigins(api())).toEqual({ status: 'ok', origins: [] })
  })
})
