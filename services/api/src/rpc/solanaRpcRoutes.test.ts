import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_LAMPORTS_EACH } from '@foyer/devnet/solana/accounts'
import { jsonRpcErrorSchema, RPC_NOT_ALLOWED_MESSAGE } from '@foyer/protocol'
import {
  appendTransactionMessageInstruction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CountingProxy, closedPortUrl, startCountingProxy } from '../chain/chainTestKit.ts'
import { devnetSolanaSigner, freshSolanaAccount } from '../chain/solanaTestKit.ts'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import type { NetworkConfig } from '../deps.ts'
import { solanaRpcBody } from '../testing/hostileSolanaRpcBodies.ts'
import { createPlatformTestApp, TEST_ORIGIN } from '../testing/platformTestApp.ts'

let devnet: SolanaDevnet
let database: OpenedDatabase
let proxy: CountingProxy
let chains: NetworkConfig[]

beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startSolanaDevnet({ port: 0 }), openTestDatabase()])
  proxy = await startCountingProxy(devnet.rpcUrl)
  chains = [{ caipNetworkId: devnet.caipNetworkId, name: 'Foyer Solana Devnet', rpcUrl: proxy.url }]
})
afterAll(async () => {
  await proxy?.close()
  await Promise.all([devnet?.stop(), database?.close()])
})

const rpc = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
const call = (method: string, params?: unknown[], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params === undefined ? {} : { params }),
})
const OWNER = SOLANA_DEVNET_ACCOUNTS[5]!.address

async function openApp(options: Parameters<typeof createPlatformTestApp>[1] = {}) {
  const harness = await createPlatformTestApp(database, { chains, ...options })
  return { ...harness, url: `/v1/?chainId=${devnet.caipNetworkId}&projectId=${harness.projectId}` }
}

describe('POST /v1/?chainId=solana:…&projectId= (RPC proxy, Solana)', () => {
  it("forwards an allowed call to the network's node and answers what it said", async () => {
    const { app, url } = await openApp()
    const response = await app.request(url, rpc(call('getBalance', [OWNER])))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { value: 10_000 * 1_000_000_000 } })
  })

  it('forwards a batch and answers each call by id', async () => {
    const { app, url } = await openApp()
    const response = await app.request(url, rpc([call('getGenesisHash', [], 'g'), call('getHealth', [], 'h')]))
    const answers = (await response.json()) as { id: string; result: unknown }[]
    expect(Object.fromEntries(answers.map(({ id, result }) => [id, result]))).toEqual({
      g: devnet.genesisHash,
      h: 'ok',
    })
  })

  it('forwards a signed sendTransaction that lands on the chain', async () => {
    const { app, url } = await openApp()
    const payer = await devnetSolanaSigner(6)
    const receiver = await freshSolanaAccount()
    const blockhash = (await (
      await app.request(url, rpc(call('getLatestBlockhash', [{ commitment: 'max' }])))
    ).json()) as {
      result: { value: { blockhash: string; lastValidBlockHeight: number } }
    }
    const lifetime = {
      blockhash: blockhash.result.value.blockhash as never,
      lastValidBlockHeight: BigInt(blockhash.result.value.lastValidBlockHeight),
    }
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (draft) => setTransactionMessageFeePayerSigner(payer, draft),
        (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
        (draft) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: payer, destination: receiver.address, amount: 1_000_000n }),
            draft,
          ),
      ),
    )
    const wire = getBase64EncodedWireTransaction(signed)
    const sent = await app.request(url, rpc(call('sendTransaction', [wire, { encoding: 'base64' }])))
    expect(await sent.json()).toMatchObject({ result: expect.any(String) })
    await expect
      .poll(async () => {
        const answer = await app.request(url, rpc(call('getBalance', [receiver.address])))
        return ((await answer.json()) as { result: { value: number } }).result.value
      })
      .toBe(1_000_000)
  })

  it('forwards a deprecated commitment by its current name, which the node reads', async () => {
    const { app, url } = await openApp()
    const before = proxy.requests.length
    const response = await app.request(url, rpc(call('getSlot', [{ commitment: 'singleGossip' }])))
    expect(await response.json()).toMatchObject({ result: expect.any(Number) })
    expect(proxy.requests.length).toBe(before + 1)
  })

  it('refuses the faucet and program scans with SPEC §6 text, and the node never sees them', async () => {
    const { app, url } = await openApp()
    const before = proxy.requests.length
    const airdrop = await app.request(url, rpc(call('requestAirdrop', [OWNER, 1_000_000_000], 'a')))
    expect(airdrop.status).toBe(200)
    expect(await airdrop.json()).toMatchObject({ id: 'a', error: { code: -32601, message: RPC_NOT_ALLOWED_MESSAGE } })
    const scan = await app.request(url, rpc(call('getProgramAccounts', ['11111111111111111111111111111111'], 's')))
    expect(await scan.json()).toMatchObject({ id: 's', error: { code: -32601 } })
    expect(proxy.requests.length).toBe(before)
    const balance = await app.request(url, rpc(call('getBalance', [OWNER])))
    expect(await balance.json()).toMatchObject({ result: { value: Number(SOLANA_DEVNET_LAMPORTS_EACH) } })
  })

  it('refuses bad params with -32602 naming the param, and the node never sees them', async () => {
    const { app, url } = await openApp()
    const before = proxy.requests.length
    const response = await app.request(
      url,
      rpc([
        call('getBalance', [`0${OWNER.slice(1)}`], 1),
        call('getMultipleAccounts', [Array(101).fill(OWNER)], 2),
        call('getSlot', [{ commitment: 'final' }], 3),
      ]),
    )
    const answers = (await response.json()) as { id: number; error: { code: number; message: string } }[]
    expect(answers.map(({ id, error }) => [id, error.code, error.message.split(':')[1]?.trim()])).toEqual([
      [1, -32602, 'getBalance params[0]'],
      [2, -32602, 'getMultipleAccounts params[0]'],
      [3, -32602, 'getSlot params[0].commitment'],
    ])
    expect(proxy.requests.length).toBe(before)
  })

  it('answers a batch mixing allowed, refused and invalid calls each by id, forwarding only the allowed', async () => {
    const { app, url } = await openApp()
    const before = proxy.requests.length
    const response = await app.request(
      url,
      rpc([call('getHealth', [], 1), call('requestAirdrop', [OWNER, 1], 2), call('getBalance', [42], 3)]),
    )
    const answers = (await response.json()) as { id: number; result?: unknown; error?: { code: number } }[]
    expect(answers.sort((a, b) => a.id - b.id).map((answer) => answer.result ?? answer.error?.code)).toEqual([
      'ok',
      -32601,
      -32602,
    ])
    expect(proxy.requests.slice(before)).toEqual([['getHealth']])
  })

  it('answers a Solana network it does not serve with 400 UNSUPPORTED_CHAIN', async () => {
    const { app, projectId } = await openApp()
    for (const chainId of ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', devnet.caipNetworkId.toLowerCase(), 'solana:']) {
      const response = await app.request(`/v1/?chainId=${chainId}&projectId=${projectId}`, rpc(call('getHealth')))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: -32602, data: { code: 'UNSUPPORTED_CHAIN' } } })
    }
  })

  it('answers 502 UPSTREAM_UNAVAILABLE when the Solana node is down', async () => {
    const down: NetworkConfig[] = [{ caipNetworkId: devnet.caipNetworkId, name: 'Down', rpcUrl: await closedPortUrl() }]
    const { app, url } = await openApp({ chains: down })
    const response = await app.request(url, rpc(call('getHealth')))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { data: { code: 'UPSTREAM_UNAVAILABLE' } } })
  })

  it('counts each forwarded Solana call toward the project RPC usage', async () => {
    const { app, url, query } = await openApp()
    const isAbove = async () =>
      (
        (await (await app.request(query('/appkit/v1/project-limits'))).json()) as {
          planLimits: { isAboveRpcLimit: boolean }
        }
      ).planLimits.isAboveRpcLimit
    await app.request(url, rpc([call('getHealth', [], 1), call('requestAirdrop', [OWNER, 1], 2)]))
    await app.request(url, rpc([call('getSlot', [], 1), call('getVersion', [], 2)]))
    expect(await isAbove()).toBe(false) // 3 forwarded calls; the limit is 3
    await app.request(url, rpc(call('getHealth')))
    expect(await isAbove()).toBe(true)
  })

  it('rate-limits Solana calls per client IP like EVM calls, one token per call', async () => {
    const { app, url } = await openApp({
      trustProxy: true,
      rpcRateLimit: {
        perIp: { capacity: 3, refillPerSecond: 0.001 },
        perProject: { capacity: 1000, refillPerSecond: 1000 },
      },
    })
    const from = { 'x-forwarded-for': '203.0.113.77' }
    expect((await app.request(url, rpc([call('getHealth', [], 1), call('getSlot', [], 2)], from))).status).toBe(200)
    const limited = await app.request(url, rpc([call('getHealth', [], 1), call('getSlot', [], 2)], from))
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ error: { code: -32005, data: { code: 'RATE_LIMITED' } } })
  })
})

describe('the Solana RPC proxy under generated input', () => {
  it('answers any generated Solana JSON-RPC body without a 5xx, and the node stays up', async () => {
    const { app, projectId } = await openApp()
    const context = {
      projectId,
      origin: TEST_ORIGIN,
      accounts: [],
      chainIds: [],
      solanaAccounts: SOLANA_DEVNET_ACCOUNTS.slice(0, 3).map((account) => account.address),
      solanaNetworks: [devnet.caipNetworkId],
    }
    const url = `/v1/?chainId=${devnet.caipNetworkId}&projectId=${projectId}`
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(solanaRpcBody(context), async (body) => {
        const response = await app.request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect(response.status, body.slice(0, 300)).toBeLessThan(500)
        // A notification (a call without an id) is answered with nothing, as a node answers it.
        const text = await response.text()
        const answer: unknown = text === '' ? [] : JSON.parse(text)
        for (const one of Array.isArray(answer) ? answer : [answer]) {
          if (typeof one === 'object' && one !== null && 'error' in one) jsonRpcErrorSchema.parse(one)
        }
      }),
      { numRuns: 300 },
    )
    expect(statuses.get(200)).toBeGreaterThan(100)
    const health = await fetch(devnet.rpcUrl, rpc(call('getHealth')))
    expect(await health.json()).toMatchObject({ result: 'ok' })
  })
})
