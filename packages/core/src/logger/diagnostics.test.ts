import { describe, expect, it, vi } from 'vitest'
import { SDK_VERSION } from '../api/sdkVersion.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import { testOptimism } from '../client/testNetworks.testing.ts'
import type { FoyerOptions } from '../client/types.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { defineNetwork } from '../validation/networks.ts'
import { diagnostics, redact } from './diagnostics.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const keyedMainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example/v3/0123456789abcdef0123456789abcdef?apikey=hunter2'] } },
})

function client(overrides: Partial<FoyerOptions> = {}) {
  const wallet = createMemoryWallet({ address: ADDRESS })
  const foyer = createFoyerClient({
    projectId: 'foyer-demo',
    networks: [keyedMainnet, testOptimism],
    adapters: [wallet.adapter],
    storage: createMemoryStorage(),
    metadata: { name: 'Demo', url: 'https://dapp.example/shop?session=hunter2', icons: [] },
    enableLogger: true,
    ...overrides,
  })
  return { foyer, wallet }
}

const report = (text: string) => JSON.parse(text) as Record<string, Record<string, unknown>>

describe('diagnostics', () => {
  it("names Foyer's version, the versions the UI adds and the browser", () => {
    const { foyer } = client()
    const parsed = report(diagnostics(foyer, { versions: { react: '19.2.0' }, userAgent: 'TestBrowser/1.0' }))
    expect(parsed.versions).toMatchObject({ foyer: SDK_VERSION, react: '19.2.0' })
    expect(parsed.userAgent).toBe('TestBrowser/1.0')
  })

  it('keeps the project id and leaves no secret of the URLs in', () => {
    const text = diagnostics(client().foyer)
    expect(report(text).options).toMatchObject({ projectId: 'foyer-demo', metadata: { url: 'https://dapp.example' } })
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('0123456789abcdef')
  })

  it("keeps only an RPC URL's origin", () => {
    const { options } = report(diagnostics(client().foyer))
    expect(options?.networks).toContainEqual(
      expect.objectContaining({ caipNetworkId: 'eip155:1', rpcUrls: ['https://rpc.example'] }),
    )
  })

  it("names the adapters by their namespace and a storage of the dapp's own as custom", () => {
    const { options } = report(diagnostics(client().foyer))
    expect(options).toMatchObject({ adapters: ['eip155'], storage: 'custom' })
  })

  it('shows the active namespace, network, connector and a shortened address', async () => {
    const { foyer } = client()
    await foyer.connect('memory.wallet')
    const text = diagnostics(foyer)
    expect(report(text).state).toMatchObject({
      activeNamespace: 'eip155',
      activeNetwork: 'eip155:1',
      accounts: { eip155: { status: 'connected', connectorId: 'memory.wallet', address: '0x1111…1111' } },
    })
    expect(text).not.toContain(ADDRESS)
  })

  it('holds the newest log entries, as many as asked for', async () => {
    const { foyer } = client()
    for (const message of ['one', 'two', 'three']) foyer.logger.log(50, message)
    await vi.waitFor(() => expect(foyer.logger.entries()).toHaveLength(3))
    const { log } = report(diagnostics(foyer, { lastEntries: 2 }))
    expect(log).toMatchObject({ level: 30, kept: 3 })
    const entries = (log?.entries ?? []) as { message: string }[]
    expect(entries.map((entry) => entry.message)).toEqual(['two', 'three'])
  })

  it('shortens the addresses log entries name', async () => {
    const { foyer } = client()
    const solana = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    foyer.logger.log(40, 'API call failed', { path: `/v1/account/${ADDRESS}/balance`, owner: solana })
    await vi.waitFor(() => expect(foyer.logger.entries()).toHaveLength(1))
    const text = diagnostics(foyer)
    expect(text).not.toContain(ADDRESS)
    expect(text).not.toContain(solana)
    expect(text).toContain('/v1/account/0x1111…1111/balance')
  })

  it('says the logger is off when the dapp left it off', () => {
    const { log } = report(diagnostics(client({ enableLogger: false }).foyer))
    expect(log).toEqual({ level: 'off', kept: 0, entries: [] })
  })
})

describe('redact', () => {
  it('replaces every value named like a secret, at any depth', () => {
    expect(
      redact({
        projectId: 'p',
        apiKey: 'a',
        privateKey: 'b',
        clientSecret: 'c',
        nested: { accessToken: 'd', password: 'e', mnemonic: 'f' },
      }),
    ).toEqual({
      projectId: 'p',
      apiKey: '[removed]',
      privateKey: '[removed]',
      clientSecret: '[removed]',
      nested: { accessToken: '[removed]', password: '[removed]', mnemonic: '[removed]' },
    })
  })

  it('drops functions and survives a cycle', () => {
    const cyclic: Record<string, unknown> = { call: () => 1, name: 'x' }
    cyclic.self = cyclic
    expect(redact(cyclic)).toEqual({ name: 'x', self: '[circular]' })
  })

  it("keeps only an absolute URL's origin", () => {
    expect(redact('https://api.example/api?token=hunter2')).toBe('https://api.example')
  })

  it("strips a same-origin URL's query and fragment", () => {
    expect(redact('/api/rpc?key=1#frag')).toBe('/api/rpc')
  })
})
