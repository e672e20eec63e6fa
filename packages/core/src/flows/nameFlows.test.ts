import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiRequest, type LocalApi, QUIET_PROJECT, startLocalApi } from '../api/localApi.testing.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import type { FoyerClient } from '../client/types.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { defineNetwork } from '../validation/networks.ts'

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

let server: LocalApi
const clients: FoyerClient[] = []
let projects = 0

const profileOf = (name: string, address: string) => ({
  name,
  addresses: { '60': { address } },
  attributes: {},
  registered_at: '2026-11-15T12:00:00.000Z',
  updated_at: '2026-11-15T12:00:00.000Z',
})

const defaults = () => ({
  ...QUIET_PROJECT,
  '/v1/account/': () => ({ json: { balances: [] } }),
  '/v1/identity/': () => ({ json: { name: null, avatar: null } }),
  '/v1/profile/suggestions/': ({ path }: ApiRequest) => {
    const label = decodeURIComponent(path.split('/').at(-1) ?? '')
    return {
      json: {
        suggestions: [
          { name: `${label}.reown.id`, registered: label === 'taken' },
          { name: `${label}123.reown.id`, registered: false },
        ],
      },
    }
  },
  '/v1/profile/account': ({ body }: ApiRequest) => {
    const { address, message } = body as { address: string; message: string }
    const { name } = JSON.parse(message) as { name: string }
    if (name === 'taken.reown.id') {
      return { status: 409, json: { error: { code: 'NAME_TAKEN', message: 'The name taken.reown.id is taken' } } }
    }
    return { status: 201, json: profileOf(name, address) }
  },
})

// A client's background reads (limits, features, balances) may still be on their way when it is destroyed and
// warn once the server has stopped; the warnings are not what these tests read, and one printed while the worker
// closes is an error of its own.
beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  server = await startLocalApi()
  for (const [path, handler] of Object.entries(defaults())) server.on(path, handler)
})
afterEach(() => {
  vi.useRealTimers()
  for (const client of clients.splice(0)) client.destroy()
  for (const [path, handler] of Object.entries(defaults())) server.on(path, handler)
})
afterAll(() => server.stop())

async function connected() {
  const wallet = createMemoryWallet()
  const projectId = `names-${++projects}`
  const client = createFoyerClient({
    networks: [mainnet],
    adapters: [wallet.adapter],
    storage: createMemoryStorage(),
    projectId,
    apiUrl: server.url,
  })
  clients.push(client)
  await client.connect('memory.wallet')
  const address = client.stores.accounts.getState().eip155?.address ?? ''
  const requests = (path: string) =>
    server.requests.filter((request) => request.query.get('projectId') === projectId && request.path.startsWith(path))
  return { client, wallet, address, requests }
}

describe('name suggestions while typing', () => {
  it('asks once typing pauses, for the last label only, with the zone', async () => {
    const { client, requests } = await connected()
    client.names.setLabel('ali')
    client.names.setLabel('alic')
    client.names.setLabel('Alice.reown.id')
    await vi.waitFor(() => expect(client.stores.names.getState().label).toBe('alice'))
    await vi.waitFor(() =>
      expect(client.stores.names.getState().suggestions).toEqual([
        { name: 'alice.reown.id', registered: false },
        { name: 'alice123.reown.id', registered: false },
      ]),
    )
    const asked = requests('/v1/profile/suggestions/')
    expect(asked.map((request) => request.path)).toEqual(['/v1/profile/suggestions/alice'])
    expect(asked[0]?.query.get('zone')).toBe('reown.id')
  })

  it('drops an answer for a label no longer typed', async () => {
    const { client } = await connected()
    let release: () => void = () => {}
    server.on('/v1/profile/suggestions/', ({ path }) =>
      path.endsWith('/slow')
        ? new Promise((resolve) => {
            release = () => resolve({ json: { suggestions: [{ name: 'slow.reown.id', registered: false }] } })
          })
        : { json: { suggestions: [{ name: 'fast.reown.id', registered: false }] } },
    )
    client.names.setLabel('slow')
    await vi.waitFor(() => expect(client.stores.names.getState().suggestionsLoading).toBe(true))
    client.names.setLabel('fast')
    await vi.waitFor(() =>
      expect(client.stores.names.getState().suggestions).toEqual([{ name: 'fast.reown.id', registered: false }]),
    )
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.stores.names.getState().suggestions).toEqual([{ name: 'fast.reown.id', registered: false }])
  })

  it("says 'Error fetching name suggestions' when the API fails, and asks nothing for a forbidden character", async () => {
    const { client, requests } = await connected()
    server.on('/v1/profile/suggestions/', () => ({ status: 500, json: {} }))
    client.names.setLabel('carol')
    await vi.waitFor(() =>
      expect(client.stores.names.getState().suggestionsError?.message).toBe('Error fetching name suggestions'),
    )
    const before = requests('/v1/profile/suggestions/').length
    client.names.setLabel('car ol')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(requests('/v1/profile/suggestions/').length).toBe(before)
    expect(client.stores.names.getState()).toMatchObject({ suggestions: [], suggestionsError: undefined })
  })
})

describe('name registration', () => {
  it('signs {name, timestamp}, posts it with the chain’s coin type, names the account and opens the success view', async () => {
    const { client, wallet, address, requests } = await connected()
    client.open({ view: 'RegisterAccountName' })
    await client.names.register('alice')
    const [signed] = wallet.state.signed
    expect(JSON.parse(signed ?? '')).toEqual({ name: 'alice.reown.id', timestamp: expect.any(Number) })
    const [posted] = requests('/v1/profile/account')
    expect(posted?.method).toBe('POST')
    expect(posted?.body).toMatchObject({ coin_type: 60, address, message: signed })
    expect(client.stores.accounts.getState().eip155?.profileName).toBe('alice.reown.id')
    expect(client.stores.names.getState()).toMatchObject({ status: 'idle', registered: 'alice.reown.id' })
    expect(client.stores.router.getState().view).toBe('RegisterAccountNameSuccess')
    // Send resolves the new name from the names cache, without asking the API.
    await client.send.setReceiver('alice.reown.id')
    expect(client.stores.send.getState().resolvedReceiver).toBe(address)
    expect(requests('/v1/profile/account/')).toEqual([])
  })

  it("toasts 'Error registering name {name}' and returns to RegisterAccountName with the reason: taken", async () => {
    const { client } = await connected()
    client.open({ view: 'RegisterAccountName' })
    await client.names.register('taken')
    expect(client.stores.toast.getState()).toMatchObject({
      code: 'ERROR_REGISTERING_NAME',
      values: { name: 'taken.reown.id' },
    })
    expect(client.stores.names.getState().failure).toMatchObject({ name: 'taken.reown.id', reason: 'taken' })
    expect(client.stores.names.getState().failure?.error.detail).toBe('The name taken.reown.id is taken')
    expect(client.stores.router.getState().view).toBe('RegisterAccountName')
    expect(client.stores.accounts.getState().eip155?.profileName).toBeUndefined()
  })

  it('says the visitor rejected the signature, and refuses an invalid name before the wallet is asked', async () => {
    const { client, wallet, requests } = await connected()
    wallet.state.nextAnswer = 'reject'
    await client.names.register('alice')
    expect(client.stores.names.getState().failure?.reason).toBe('rejected')
    await client.names.register('ab')
    expect(client.stores.names.getState().failure?.reason).toBe('invalid')
    expect(wallet.state.signed).toEqual([])
    expect(requests('/v1/profile/account')).toEqual([])
  })

  it("says 'Address or auth connector not found' without a connected account", async () => {
    const { client } = await connected()
    await client.disconnect()
    await client.names.register('alice')
    expect(client.stores.names.getState().failure?.error.detail).toBe('Address or auth connector not found')
  })
})
