import {
  createApiClient,
  createApiSiwxStorage,
  createMemoryStorage,
  createSiwxMessenger,
  createStorage,
  formatSiwxMessage,
  HttpStatusError,
  isSiwxSessionList,
  type SiwxSession,
} from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryLogger } from '../logger.ts'
import { type ApiServer, startApiServer } from '../server.ts'
import { TEST_ORIGIN } from '../testing/platformTestApp.ts'

// What the modal runs in the browser (@foyer/core's messenger and API session storage) against this API.
const visitor = privateKeyToAccount(DEVNET_ACCOUNTS[7]!.privateKey)
const PROJECT = 'core-siwx-storage'
const NETWORK = 'eip155:31337'

let devnet: Devnet
let api: ApiServer

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0], contracts: false })
  api = await startApiServer({
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    log: createMemoryLogger(),
  })
  await api.upsertProject({ id: PROJECT, name: 'Core storage', tier: 'pro', allowedOrigins: [TEST_ORIGIN] })
})
afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
})

function browserSide(apiUrl = api.url) {
  const client = createApiClient({ apiUrl, projectId: PROJECT, sdkType: 'foyer-react', sdkVersion: '0.1.0' })
  const item = createStorage(createMemoryStorage()).item('siwxSessions', isSiwxSessionList)
  const storage = createApiSiwxStorage({ api: client, item })
  const messenger = createSiwxMessenger({
    domain: new URL(TEST_ORIGIN).host,
    uri: TEST_ORIGIN,
    getNonce: async () =>
      (
        await client.send(
          'POST',
          '/v1/sessions/nonces',
          (value): value is { nonce: string } => typeof (value as { nonce?: unknown }).nonce === 'string',
          { body: {} },
        )
      ).nonce,
  })
  return { storage, messenger, item }
}

async function signedSession(messenger: ReturnType<typeof browserSide>['messenger']): Promise<SiwxSession> {
  const data = await messenger.createMessage({ accountAddress: visitor.address, chainId: NETWORK })
  const message = formatSiwxMessage(data)
  return { data, message, signature: await visitor.signMessage({ message }) }
}

describe('@foyer/core API session storage against the API', () => {
  it('keeps a verified session, finds it again after a "reload", and forgets it once revoked', async () => {
    const { storage, messenger, item } = browserSide()
    const kept = await storage.add(await signedSession(messenger))
    expect(kept.id).toMatch(/^[A-Za-z0-9_-]{40,}$/)

    // A reload: a new storage over the same stored items asks the API whether the session still holds.
    const reloaded = createApiSiwxStorage({
      api: createApiClient({ apiUrl: api.url, projectId: PROJECT, sdkType: 'foyer-react', sdkVersion: '0.1.0' }),
      item,
    })
    expect((await reloaded.get(NETWORK, visitor.address)).map((session) => session.id)).toEqual([kept.id])

    await reloaded.delete(NETWORK, visitor.address)
    expect(await reloaded.get(NETWORK, visitor.address)).toEqual([])
    const answer = await fetch(`${api.url}/v1/sessions/${kept.id}?projectId=${PROJECT}&st=t&sv=1`)
    expect(answer.status).toBe(401)
  })

  it("fails with the API's own words for a tampered signature, and keeps nothing", async () => {
    const { storage, messenger, item } = browserSide()
    const session = await signedSession(messenger)
    const tampered = { ...session, signature: `${session.signature.slice(0, -4)}0000` }
    const failure = await storage.add(tampered).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(HttpStatusError)
    expect(failure).toMatchObject({
      status: 401,
      apiCode: 'INVALID_SIGNATURE',
      message: 'HTTP status code: 401',
      detail: 'The signature does not match the message and account',
    })
    expect(item.get() ?? []).toEqual([])
  })

  it('drops a session the API revoked elsewhere, but keeps one it cannot confirm while the API is down', async () => {
    const { storage, messenger, item } = browserSide()
    const kept = await storage.add(await signedSession(messenger))

    const down = createApiSiwxStorage({
      api: createApiClient({
        apiUrl: 'http://127.0.0.1:9',
        projectId: PROJECT,
        sdkType: 'foyer-react',
        sdkVersion: '0.1.0',
      }),
      item,
    })
    expect((await down.get(NETWORK, visitor.address)).map((session) => session.id)).toEqual([kept.id])

    const revoked = await fetch(`${api.url}/v1/sessions/${kept.id}/revoke?projectId=${PROJECT}&st=t&sv=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kept.id}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(revoked.status).toBe(200)
    expect(await storage.get(NETWORK, visitor.address)).toEqual([])
    expect(item.get()).toEqual([])
  })
})
