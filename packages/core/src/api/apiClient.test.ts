import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FoyerError, HttpStatusError } from '../errors/errors.ts'
import { createLogger, LOG_LEVELS } from '../logger/createLogger.ts'
import { apiClientFromOptions, createApiClient } from './apiClient.ts'
import { type LocalApi, startLocalApi } from './localApi.testing.ts'
import { isAllowedOriginsResponse } from './responseGuards.ts'

let server: LocalApi
beforeAll(async () => {
  server = await startLocalApi({
    '/projects/v1/origins': () => ({ json: { allowedOrigins: ['http://127.0.0.1:4320'] } }),
    '/status/': ({ path }) => ({ status: Number(path.split('/')[2]), json: { error: { code: 'X', message: 'x' } } }),
    '/malformed': () => ({ raw: '{"allowedOrigins": [' }),
    '/wrong-shape': () => ({ json: { allowedOrigins: 'everyone' } }),
    '/slow': () => ({ hang: true }),
    '/e': () => ({ json: { accepted: 1 } }),
    '/v1/sessions/nonces': ({ body }) => ({ status: 201, json: { nonce: 'abcdefgh12345678', echoed: body } }),
    '/refuse': () => ({
      status: 400,
      json: { error: { code: 'NONCE_USED', message: 'This sign-in message was already used' } },
    }),
    '/refuse-garbage': () => ({ status: 502, raw: '<html>bad gateway</html>' }),
  })
})
afterAll(() => server.stop())

const client = (timeoutMs?: number) =>
  createApiClient({
    apiUrl: `${server.url}/`,
    projectId: 'demo',
    sdkType: 'foyer-react',
    sdkVersion: '1.2.3',
    timeoutMs,
  })

async function failure(promise: Promise<unknown>): Promise<FoyerError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(FoyerError)
  return error as FoyerError
}

describe('createApiClient', () => {
  it('adds projectId, st and sv to every call beside its own query', async () => {
    const answer = await client().get('/projects/v1/origins', isAllowedOriginsResponse, { page: 2, skip: undefined })
    expect(answer.allowedOrigins).toEqual(['http://127.0.0.1:4320'])
    const request = server.to('/projects/v1/origins').at(-1)
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      page: '2',
      projectId: 'demo',
      st: 'foyer-react',
      sv: '1.2.3',
    })
  })

  it.each([403, 429, 500, 503])("fails a %i answer with 'HTTP status code: %i'", async (status) => {
    const error = await failure(client().get(`/status/${status}`, isAllowedOriginsResponse))
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error.message).toBe(`HTTP status code: ${status}`)
    expect((error as HttpStatusError).status).toBe(status)
  })

  it('fails malformed JSON and a body of the wrong shape as an invalid response', async () => {
    expect((await failure(client().get('/malformed', isAllowedOriginsResponse))).code).toBe('INVALID_RESPONSE')
    expect((await failure(client().get('/wrong-shape', isAllowedOriginsResponse))).code).toBe('INVALID_RESPONSE')
  })

  it('gives up on an answer that does not come within the timeout', async () => {
    const error = await failure(client(100).get('/slow', isAllowedOriginsResponse))
    expect(error.code).toBe('REQUEST_TIMEOUT')
    expect(error.message).toBe('Request timed out')
  })

  it('fails as unreachable when nothing listens at the API url', async () => {
    const closed = createApiClient({ apiUrl: 'http://127.0.0.1:9', projectId: 'p', sdkType: 's', sdkVersion: 'v' })
    expect((await failure(closed.get('/x', isAllowedOriginsResponse))).code).toBe('API_UNREACHABLE')
  })

  it('posts JSON bodies with the same query parameters', async () => {
    await client().post('/e', { eventId: '1' })
    const request = server.to('/e').at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.body).toEqual({ eventId: '1' })
    expect(request?.query.get('projectId')).toBe('demo')
  })

  it('builds same-origin urls under a path prefix', () => {
    const api = createApiClient({ apiUrl: '/api', projectId: 'p', sdkType: 'foyer-react', sdkVersion: '1' })
    expect(api.url('/getWalletImage/abc')).toBe('/api/getWalletImage/abc?projectId=p&st=foyer-react&sv=1')
  })

  it("gives the API's own image URLs the query parameters and leaves other hosts' alone", () => {
    const api = createApiClient({
      apiUrl: 'https://api.example/foyer',
      projectId: 'p',
      sdkType: 'foyer-react',
      sdkVersion: '1',
    })
    expect(api.imageUrl('https://api.example/foyer/public/getTokenImage/fUSD-S')).toBe(
      'https://api.example/foyer/public/getTokenImage/fUSD-S?projectId=p&st=foyer-react&sv=1',
    )
    expect(api.imageUrl('https://cdn.example/foyer/usdc.png')).toBe('https://cdn.example/foyer/usdc.png')
    expect(api.imageUrl('https://api.example/other/usdc.png')).toBe('https://api.example/other/usdc.png')
    expect(api.imageUrl('https://api.example/foyer/x.png?v=2')).toBe('https://api.example/foyer/x.png?v=2')
    expect(api.imageUrl('not a url')).toBe('not a url')
  })

  it('is off without an apiUrl or a projectId', () => {
    expect(apiClientFromOptions({ projectId: 'p' })).toBeUndefined()
    expect(apiClientFromOptions({ apiUrl: '/api' })).toBeUndefined()
    expect(apiClientFromOptions({ apiUrl: '/api', projectId: 'p' })).toBeDefined()
  })

  it('sends JSON and reads the answer with send()', async () => {
    const isNonce = (value: unknown): value is { nonce: string; echoed: unknown } =>
      typeof (value as { nonce?: unknown }).nonce === 'string'
    const answer = await client().send('POST', '/v1/sessions/nonces', isNonce, { body: { hello: 1 } })
    expect(answer).toEqual({ nonce: 'abcdefgh12345678', echoed: { hello: 1 } })
  })

  it("keeps the API's own code and words on a refusal, and none when the body is not the API's", async () => {
    const any = (value: unknown): value is unknown => value !== undefined
    const refused = await failure(client().send('POST', '/refuse', any, { body: {} }))
    expect(refused).toBeInstanceOf(HttpStatusError)
    expect(refused).toMatchObject({
      message: 'HTTP status code: 400',
      status: 400,
      apiCode: 'NONCE_USED',
      detail: 'This sign-in message was already used',
    })
    const garbage = await failure(client().send('GET', '/refuse-garbage', any))
    expect(garbage).toMatchObject({ message: 'HTTP status code: 502', status: 502 })
    expect(garbage.detail).toBeUndefined()
  })
})

describe('createApiClient with a logger', () => {
  it('records a failed call as a warning with its method, path and error, and no query', async () => {
    const logger = createLogger(LOG_LEVELS.trace)
    const logged = createApiClient({
      apiUrl: `${server.url}/`,
      projectId: 'demo',
      sdkType: 'foyer-react',
      sdkVersion: '1.2.3',
      logger,
    })
    await failure(logged.get('/status/503', isAllowedOriginsResponse))
    expect(logger.entries()).toEqual([
      expect.objectContaining({
        level: 40,
        message: 'API call failed',
        context: {
          method: 'GET',
          path: '/status/503',
          error: expect.objectContaining({ message: 'HTTP status code: 503' }),
        },
      }),
    ])
  })
})
