// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter.ts'
import { type LocalApi, registryFixture, startLocalApi, walletsHandler } from '../api/localApi.testing.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet, MEMORY_CHAINS } from '../client/memoryWallet.testing.ts'
import type { FoyerClient, FoyerOptions } from '../client/types.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import type { Connector } from '../types/connector.ts'
import { defineNetwork } from '../validation/networks.ts'

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const registry = registryFixture(90)
const token = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:0x${symbol}`,
  value: 12.5,
  price: 2.5,
  quantity: { decimals, numeric: '5' },
  iconUrl: '',
})

let server: LocalApi
const clients: FoyerClient[] = []
let projects = 0
/** A client on its own project id, so requests a previous test's client still sends are told apart. */
function setup(options: Partial<FoyerOptions> = {}) {
  const wallet = createMemoryWallet()
  const projectId = `project-${++projects}`
  const client = createFoyerClient({
    networks: [mainnet],
    adapters: [wallet.adapter],
    storage: createMemoryStorage(),
    projectId,
    apiUrl: server.url,
    ...options,
  })
  clients.push(client)
  const requests = (path = '/') =>
    server.requests.filter((request) => request.query.get('projectId') === projectId && request.path.startsWith(path))
  const arrived = (path: string) =>
    server.waitFor((request) => request.query.get('projectId') === projectId && request.path === path)
  return { client, wallet, requests, arrived }
}
const defaults = () => ({
  '/projects/v1/origins': () => ({ json: { allowedOrigins: [location.origin] } }),
  '/appkit/v1/project-limits': () => ({
    json: { planLimits: { tier: 'pro', isAboveMauLimit: false, isAboveRpcLimit: false } },
  }),
  '/getAnalyticsConfig': () => ({ json: { isAnalyticsEnabled: true } }),
  '/appkit/v1/config': () => ({ json: { features: {} } }),
  '/getWallets': walletsHandler(registry),
  '/v1/account/': () => ({ json: { balances: [token('USDC', '6'), token('ODD', '0')] } }),
  '/v1/identity/': () => ({ json: { name: 'visitor.foyer', avatar: null } }),
  '/batch': () => ({ json: { accepted: 1 } }),
  '/e': () => ({ json: { accepted: 1 } }),
})

beforeAll(async () => {
  server = await startLocalApi()
})
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  for (const [path, handler] of Object.entries(defaults())) server.on(path, handler)
})
afterAll(() => server.stop())
// The first test needs the default handlers too.
beforeAll(() => {
  for (const [path, handler] of Object.entries(defaults())) server.on(path, handler)
})

const codes = (client: FoyerClient) => client.stores.alerts.getState().alerts.map((alert) => alert.code)

describe('API features off', () => {
  it('makes no call at all without an apiUrl or a projectId', async () => {
    const before = server.requests.length
    const { client } = setup({ apiUrl: undefined })
    await client.loadRecommendedWallets()
    await client.loadMoreWallets()
    const { client: noProject } = setup({ projectId: undefined })
    await noProject.loadMoreWallets()
    await vi.waitFor(() => expect(codes(noProject)).toEqual(['APKT008']))
    await fetch(`${server.url}/marker`)
    expect(server.requests.slice(before).map((request) => request.path)).toEqual(['/marker'])
  })
})

describe('allowed origins', () => {
  it.each([
    [429, 'APKT010'],
    [503, 'APKT009'],
  ])('raises the matching alert when the origins call answers %i', async (status, code) => {
    server.on('/projects/v1/origins', () => ({ status }))
    const { client } = setup()
    await vi.waitFor(() => expect(codes(client)).toEqual([code]))
  })

  it('raises APKT002 when this origin is not on the list, and connecting still works', async () => {
    server.on('/projects/v1/origins', () => ({ json: { allowedOrigins: ['https://elsewhere.example'] } }))
    const { client } = setup()
    await vi.waitFor(() => expect(codes(client)).toEqual(['APKT002']))
    client.open()
    await client.connect('memory.wallet')
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })

  it('raises nothing for an allowed origin or an unusable answer', async () => {
    const { client } = setup()
    await vi.waitFor(() => expect(client.stores.plan.getState().tier).toBe('pro'))
    server.on('/projects/v1/origins', () => ({ status: 404 }))
    const { client: other } = setup()
    await vi.waitFor(() => expect(other.stores.plan.getState().tier).toBe('pro'))
    // Both answers are in (the limits came later); give the origin check the same turn to act on them.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(codes(client)).toEqual([])
    expect(codes(other)).toEqual([])
  })

  it('dismisses an alert by its code', async () => {
    server.on('/projects/v1/origins', () => ({ status: 500 }))
    const { client } = setup()
    await vi.waitFor(() => expect(codes(client)).toEqual(['APKT009']))
    client.dismissAlert('APKT009')
    expect(codes(client)).toEqual([])
  })
})

describe('plan limits', () => {
  it('sends connecting views to UsageExceeded when a starter plan is above its limit', async () => {
    server.on('/appkit/v1/project-limits', () => ({
      json: { planLimits: { tier: 'starter', isAboveMauLimit: true, isAboveRpcLimit: false } },
    }))
    const { client } = setup()
    await vi.waitFor(() => expect(client.stores.plan.getState().hasExceededUsageLimit).toBe(true))
    client.open()
    await client.connect('memory.wallet')
    expect(client.stores.router.getState().view).toBe('UsageExceeded')
    expect(client.stores.accounts.getState().eip155?.status).not.toBe('connected')
  })

  it('only warns when the usage fetch fails, and alerts APKT007 on a refused project id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.on('/appkit/v1/project-limits', () => ({ status: 500 }))
    const { client } = setup()
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[foyer] could not read the project limits', expect.anything()),
    )
    expect(client.stores.plan.getState()).toMatchObject({ tier: 'unlimited', hasExceededUsageLimit: false })
    expect(codes(client)).toEqual([])

    server.on('/appkit/v1/project-limits', () => ({ status: 403 }))
    const { client: refused } = setup()
    await vi.waitFor(() => expect(codes(refused)).toEqual(['APKT007']))
    warn.mockRestore()
  })
})

describe('remote features', () => {
  it("puts the project's features in effect over the dapp's, and warns about the ones it overrides", async () => {
    server.on('/appkit/v1/config', () => ({
      json: { features: { allWallets: false, connectOrder: ['injected', 'walletConnect'], send: 'no' } },
    }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = setup({ features: { allWallets: true } })
    expect(client.stores.features.getState().allWallets).toBe(true)
    await vi.waitFor(() => expect(client.stores.features.getState().allWallets).toBe(false))
    expect(client.stores.features.getState()).toMatchObject({ connectOrder: ['injected', 'walletConnect'], send: true })
    expect(warn).toHaveBeenCalledWith("[foyer] the project's configuration overrides features.allWallets")
    expect(warn).toHaveBeenCalledWith('[foyer] ignored remote features: send')
    warn.mockRestore()
  })

  it("keeps swaps and buying crypto hidden in a restricted region when the project's configuration turns them on", async () => {
    server.on('/appkit/v1/config', () => ({ json: { features: { swaps: true, onramp: true, allWallets: false } } }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The visitor's own time zone, whatever this machine's is, listed as restricted.
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone
    const { client } = setup({ restrictedRegions: { timeZones: [here] } })
    await vi.waitFor(() => expect(client.stores.features.getState().allWallets).toBe(false))
    expect(client.stores.features.getState()).toMatchObject({ swaps: false, onramp: false })
    warn.mockRestore()
  })

  it("keeps the dapp's features when the project's cannot be read", async () => {
    server.on('/appkit/v1/config', () => ({ status: 500 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client, arrived } = setup({ features: { allWallets: false } })
    await arrived('/appkit/v1/config')
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(client.stores.features.getState().allWallets).toBe(false)
    warn.mockRestore()
  })
})

describe('wallet registry', () => {
  it('loads the recommended wallets as page 1 with 4 entries, with image urls on the API', async () => {
    const { client, requests } = setup()
    await client.loadRecommendedWallets()
    const { recommended, recommendedStatus } = client.stores.registry.getState()
    expect(recommendedStatus).toBe('loaded')
    expect(recommended.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Wallet 002', 'Wallet 003', 'Wallet 004'])
    expect(recommended[0]?.imageUrl).toMatch(
      new RegExp(`^${server.url}/getWalletImage/image-1\\?projectId=project-\\d+&st=foyer-react&sv=0\\.1\\.0$`),
    )
    const request = requests('/getWallets').find((entry) => entry.query.get('badge') === null)
    expect([request?.query.get('page'), request?.query.get('entries')]).toEqual(['1', '4'])
  })

  it('still shows 4 recommended wallets, the registry leaving out the installed and recent ones', async () => {
    const wallet = createMemoryWallet()
    const installed: Connector = { ...wallet.connector, id: 'io.metamask', info: { rdns: 'io.metamask' } }
    const adapter: ChainAdapter = {
      ...wallet.adapter,
      watchConnectors: (onChange) => {
        onChange([installed])
        return () => {}
      },
    }
    const storage = createMemoryStorage()
    storage.setItem('@foyer/recentWalletIds', JSON.stringify({ v: 1, value: ['wallet-3'] }))
    const { client, requests } = setup({ adapters: [adapter], storage })
    await client.loadRecommendedWallets()
    const { recommended } = client.stores.registry.getState()
    expect(recommended.map((entry) => entry.id)).toEqual(['wallet-2', 'wallet-4', 'wallet-5', 'wallet-6'])
    const page = requests('/getWallets').find((request) => request.query.get('entries') === '4')
    expect(page?.query.get('exclude')).toBe('wallet-1,wallet-3')
  })

  it('still shows 4 recommended wallets when the page reaches one through a connector of its own (an SDK naming its rdns)', async () => {
    const wallet = createMemoryWallet()
    const sdk: Connector = { ...wallet.connector, id: 'someSdk', type: 'EXTERNAL', info: { rdns: 'io.metamask' } }
    const adapter: ChainAdapter = {
      ...wallet.adapter,
      watchConnectors: (onChange) => {
        onChange([sdk])
        return () => {}
      },
    }
    const { client, requests } = setup({ adapters: [adapter] })
    await client.loadRecommendedWallets()
    expect(client.stores.registry.getState().recommended.map((entry) => entry.id)).toEqual([
      'wallet-2',
      'wallet-3',
      'wallet-4',
      'wallet-5',
    ])
    const page = requests('/getWallets').find((request) => request.query.get('entries') === '4')
    expect(page?.query.get('exclude')).toBe('wallet-1')
  })

  it('pages the registry 40 at a time and stops at its count', async () => {
    const { client, requests } = setup()
    await client.loadMoreWallets()
    expect(client.stores.registry.getState()).toMatchObject({ page: 1, count: 90 })
    await client.loadMoreWallets()
    await client.loadMoreWallets()
    await client.loadMoreWallets()
    const state = client.stores.registry.getState()
    expect(state.wallets).toHaveLength(90)
    expect(state.wallets.at(-1)?.name).toBe('Wallet 090')
    const pages = requests('/getWallets').map((request) => [request.query.get('page'), request.query.get('entries')])
    expect(pages).toEqual([
      ['1', '40'],
      ['2', '40'],
      ['3', '40'],
    ])
  })

  it('searches with 100 entries and keeps only the latest search’s answer', async () => {
    let releaseSlow: () => void = () => {}
    const answerWallets = walletsHandler(registry)
    server.on('/getWallets', (request) =>
      request.query.get('search') === 'wallet'
        ? new Promise((resolve) => {
            releaseSlow = () => resolve(answerWallets(request) as never)
          })
        : answerWallets(request),
    )
    const { client, requests } = setup()
    const slow = client.searchWallets('wallet')
    await vi.waitFor(() => expect(requests('/getWallets')).toHaveLength(1))
    await client.searchWallets(' meta ')
    releaseSlow()
    await slow
    const { search } = client.stores.registry.getState()
    expect(search).toMatchObject({ query: 'meta', status: 'loaded' })
    expect(search.wallets.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    expect(requests('/getWallets').map((request) => request.query.get('entries'))).toEqual(['100', '100'])
    await client.searchWallets('')
    expect(client.stores.registry.getState().search).toEqual({ query: '', wallets: [], status: 'idle' })
  })

  it('cuts a search longer than the API accepts instead of raising an alert', async () => {
    const { client, requests } = setup()
    await client.searchWallets(`meta${'x'.repeat(200)}`)
    expect(requests('/getWallets')[0]?.query.get('search')).toHaveLength(100)
    expect(client.stores.registry.getState().search.status).toBe('loaded')
    expect(codes(client)).toEqual([])
  })

  it('alerts APKT003 when the registry cannot be loaded, while installed wallets still connect', async () => {
    server.on('/getWallets', () => ({ status: 503 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = setup()
    await client.loadRecommendedWallets()
    await client.loadMoreWallets()
    expect(codes(client)).toContain('APKT003')
    expect(client.stores.registry.getState()).toMatchObject({ recommendedStatus: 'error', status: 'error' })
    client.open()
    await client.connect('memory.wallet')
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
    warn.mockRestore()
  })

  it('connects an installed registry wallet and offers the homepage of one that is not', async () => {
    server.on('/getWallets', () => ({
      json: {
        count: 2,
        data: [{ ...registry[0], id: 'memory', name: 'Memory Wallet', rdns: 'memory.wallet' }, registry[1]],
      },
    }))
    const wallet = createMemoryWallet()
    const installed: Connector = { ...wallet.connector, info: { rdns: 'memory.wallet' } }
    const adapter: ChainAdapter = {
      ...wallet.adapter,
      watchConnectors: (onChange) => {
        onChange([installed])
        return () => {}
      },
    }
    const { client } = setup({ adapters: [adapter] })
    await client.loadMoreWallets()
    client.open({ view: 'AllWallets' })
    await client.selectRegistryWallet('wallet-2')
    expect(client.stores.registry.getState().selected?.homepage).toBe('https://wallet2.example')
    expect(client.stores.router.getState().view).toBe('AllWallets')
    client.clearRegistrySelection()
    await client.selectRegistryWallet('memory')
    expect(client.stores.accounts.getState().eip155).toMatchObject({
      status: 'connected',
      connectorId: 'memory.wallet',
    })
  })
})

describe('token balances and identity', () => {
  it('follows the connected account, drops 0-decimal tokens and caches for 30 s', async () => {
    const { client, wallet, requests } = setup()
    client.open()
    await client.connect('memory.wallet')
    const account = () => client.stores.accounts.getState().eip155
    await vi.waitFor(() => expect(account()?.tokenBalance?.map((t) => t.symbol)).toEqual(['USDC']))
    const request = requests('/v1/account/')[0]
    expect(request?.path).toBe(`/v1/account/${wallet.address}/balance`)
    expect([request?.query.get('currency'), request?.query.get('chainId')]).toEqual(['usd', 'eip155:1'])
    await vi.waitFor(() => expect(account()?.profileName).toBe('visitor.foyer'))
    await client.refreshTokenBalances()
    expect(requests('/v1/account/')).toHaveLength(1)
  })

  it('asks no name for an account on a chain whose adapter says the API names none', async () => {
    const { client, requests } = setup({
      adapters: [
        createMemoryWallet({
          chain: {
            ...MEMORY_CHAINS.eip155!,
            api: { tokenBalances: true, activity: true, identity: false, onramp: true },
          },
        }).adapter,
      ],
    })
    client.open()
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155?.tokenBalance).toHaveLength(1))
    expect(requests('/v1/identity/')).toEqual([])
    expect(client.stores.accounts.getState().eip155?.profileName).toBeUndefined()
  })

  it("gives token icons on the API's own host the projectId the API asks for", async () => {
    server.on('/v1/account/', () => ({
      json: { balances: [{ ...token('USDC', '6'), iconUrl: `${server.url}/public/getTokenImage/USDC` }] },
    }))
    const { client } = setup()
    client.open()
    await client.connect('memory.wallet')
    await vi.waitFor(() => {
      const [usdc] = client.stores.accounts.getState().eip155?.tokenBalance ?? []
      expect(usdc?.iconUrl).toMatch(/\/public\/getTokenImage\/USDC\?projectId=project-\d+&st=foyer-react&sv=/)
    })
  })

  it("shows 'Token Balance Unavailable' on failure and blocks retries for 30 s", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.on('/v1/account/', () => ({ status: 500 }))
    const { client, requests } = setup()
    client.open()
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(client.stores.tokens.getState().error?.message).toBe('Token Balance Unavailable'))
    expect(client.stores.tokens.getState().lastRetry).toBeTypeOf('number')
    await client.refreshTokenBalances()
    expect(requests('/v1/account/')).toHaveLength(1)
    warn.mockRestore()
  })
})

describe('analytics', () => {
  const events = (batches: { body: unknown }[]) =>
    batches.flatMap((request) => request.body as { props: { event: string } }[]).map((event) => event.props.event)

  it('sends INITIALIZE and CONNECT_SUCCESS to /batch in the SPEC §3 shape when the page hides', async () => {
    const { client, requests } = setup()
    client.open()
    await client.connect('memory.wallet')
    // The events wait for the analytics config; the page hides again until they have left.
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'))
      expect(events(requests('/batch'))).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
    })
    const [first] = (requests('/batch')[0]?.body ?? []) as unknown[]
    expect(first).toMatchObject({
      eventId: expect.any(String),
      url: location.href,
      domain: location.hostname,
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'INITIALIZE' },
    })
  })

  it('sends nothing, not even the config call, when the dapp turns analytics off', async () => {
    const { client, requests, arrived } = setup({ features: { analytics: false } })
    await arrived('/appkit/v1/project-limits')
    client.open()
    await client.connect('memory.wallet')
    window.dispatchEvent(new Event('pagehide'))
    client.destroy()
    await fetch(`${server.url}/marker`)
    expect(requests().map((request) => request.path)).not.toContain('/getAnalyticsConfig')
    expect(requests('/batch')).toEqual([])
    expect(requests('/e')).toEqual([])
  })

  it('sends nothing when the dapp turned analytics off, whatever the project configures', async () => {
    server.on('/appkit/v1/config', () => ({ json: { features: { analytics: true } } }))
    const { client, requests, arrived } = setup({ features: { analytics: false } })
    await arrived('/appkit/v1/config')
    client.open()
    await client.connect('memory.wallet')
    window.dispatchEvent(new Event('pagehide'))
    client.destroy()
    await fetch(`${server.url}/marker`)
    expect(client.stores.features.getState().analytics).toBe(false)
    expect(requests().map((request) => request.path)).not.toContain('/getAnalyticsConfig')
    expect(requests('/batch')).toEqual([])
  })

  it('sends no events when the project turns analytics off in its features', async () => {
    server.on('/appkit/v1/config', () => ({ json: { features: { analytics: false } } }))
    const { client, requests, arrived } = setup()
    await arrived('/appkit/v1/config')
    client.open()
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(client.stores.features.getState().analytics).toBe(false))
    window.dispatchEvent(new Event('pagehide'))
    client.destroy()
    await fetch(`${server.url}/marker`)
    expect(requests().map((request) => request.path)).not.toContain('/getAnalyticsConfig')
    expect(requests('/batch')).toEqual([])
  })

  it.each([
    ['the project turns it off', () => ({ json: { isAnalyticsEnabled: false } })],
    ['its config fails', () => ({ status: 500 })],
  ])('sends no events when %s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.on('/getAnalyticsConfig', answer)
    const { client, requests } = setup()
    client.open()
    await client.connect('memory.wallet')
    await vi.waitFor(() => expect(requests('/getAnalyticsConfig')[0]?.answered).toBe(true))
    window.dispatchEvent(new Event('pagehide'))
    client.destroy()
    await fetch(`${server.url}/marker`)
    expect(requests('/batch')).toEqual([])
    warn.mockRestore()
  })

  it('reports failed connections to /e, at most 5 a minute', async () => {
    const { client, wallet, requests } = setup()
    client.open()
    for (let attempt = 0; attempt < 7; attempt++) {
      wallet.state.nextAnswer = 'fail'
      await client.connect('memory.wallet')
    }
    await vi.waitFor(() => expect(requests('/e')).toHaveLength(5))
    client.destroy()
    await fetch(`${server.url}/marker`)
    expect(requests('/e')).toHaveLength(5)
    expect(requests('/e')[0]?.body).toMatchObject({ props: { type: 'error', event: 'ERROR' } })
  })
})
