import { createServer } from 'node:net'
import { DEVNET_ACCOUNTS, type Devnet, startDevnet } from '@foyer/devnet'
import { RPC_NOT_ALLOWED_MESSAGE } from '@foyer/protocol'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp } from '../testing/platformTestApp.ts'
import { forwardJsonRpc } from './forwardJsonRpc.ts'

let devnet: Devnet
let database: OpenedDatabase
beforeAll(async () => {
  ;[devnet, database] = await Promise.all([startDevnet({ ports: [0, 0] }), openTestDatabase()])
})
afterAll(async () => {
  await Promise.all([devnet?.stop(), database?.close()])
})

const rpc = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

/** A loopback port nothing listens on: the "node is down" case. */
async function deadPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const openApp = () => createPlatformTestApp(database, { chains: devnet.chains })

describe('POST /v1/?chainId=&projectId= (RPC proxy)', () => {
  it('forwards a call to the chain named by a CAIP-2 id or a plain number', async () => {
    const { app, projectId } = await openApp()
    for (const chainId of ['eip155:31337', '31337']) {
      const response = await app.request(`/v1/?chainId=${chainId}&projectId=${projectId}`, rpc(call('eth_chainId')))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    }
    const l2 = await app.request(`/v1?chainId=eip155:31338&projectId=${projectId}`, rpc(call('eth_chainId')))
    expect(await l2.json()).toMatchObject({ result: '0x7a6a' })
  })

  it('forwards a batch and answers each call', async () => {
    const { app, projectId } = await openApp()
    const response = await app.request(
      `/v1/?chainId=eip155:31337&projectId=${projectId}`,
      rpc([call('eth_chainId', [], 1), call('eth_getBalance', [DEVNET_ACCOUNTS[9]!.address, 'latest'], 2)]),
    )
    const answers = (await response.json()) as { id: number; result: string }[]
    expect(answers.map((answer) => answer.id).sort()).toEqual([1, 2])
    expect(answers.find((answer) => answer.id === 2)!.result).toMatch(/^0x[0-9a-f]+$/)
  })

  it('refuses node-administration methods with SPEC §6 text and never runs them', async () => {
    const { app, projectId } = await openApp()
    const target = DEVNET_ACCOUNTS[8]!.address
    const url = `/v1/?chainId=eip155:31337&projectId=${projectId}`
    const before = await (await app.request(url, rpc(call('eth_getBalance', [target, 'latest'])))).json()

    const single = await app.request(url, rpc(call('debug_traceTransaction', ['0x00'], 'd')))
    expect(single.status).toBe(200)
    expect(await single.json()).toMatchObject({ id: 'd', error: { code: -32601, message: RPC_NOT_ALLOWED_MESSAGE } })

    const batch = await app.request(
      url,
      rpc([call('anvil_setBalance', [target, '0x1'], 1), call('eth_chainId', [], 2), call('personal_sign', [], 3)]),
    )
    const answers = (await batch.json()) as { id: number; result?: string; error?: { message: string } }[]
    expect(answers).toHaveLength(3)
    expect(answers.find((answer) => answer.id === 2)!.result).toBe('0x7a69')
    for (const id of [1, 3])
      expect(answers.find((answer) => answer.id === id)!.error!.message).toBe(RPC_NOT_ALLOWED_MESSAGE)

    const after = await (await app.request(url, rpc(call('eth_getBalance', [target, 'latest'])))).json()
    expect(after).toEqual(before)
  })

  it('forwards a signed raw transaction (the dapp sends, the node mines)', async () => {
    const { app, projectId } = await openApp()
    const proxied = `/v1/?chainId=eip155:31337&projectId=${projectId}`
    const account = privateKeyToAccount(DEVNET_ACCOUNTS[7]!.privateKey)
    const wallet = createWalletClient({
      account,
      chain: devnet.networks.foyerDevnet,
      transport: http(`http://proxy.invalid${proxied}`, {
        fetchFn: async (input, init) => app.request(String(input).replace('http://proxy.invalid', ''), init),
      }),
    })
    const hash = await wallet.sendTransaction({ to: DEVNET_ACCOUNTS[6]!.address, value: parseEther('0.01') })
    // Anvil mines the transaction just after answering with its hash: on a busy machine the receipt can lag a moment.
    const receipt = async () => (await app.request(proxied, rpc(call('eth_getTransactionReceipt', [hash])))).json()
    await expect.poll(receipt).toMatchObject({ result: { transactionHash: hash, status: '0x1' } })
  })

  it('answers an unknown chain with 400 and a JSON-RPC error', async () => {
    const { app, projectId } = await openApp()
    for (const chainId of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'abc', '']) {
      const response = await app.request(`/v1/?chainId=${chainId}&projectId=${projectId}`, rpc(call('eth_chainId')))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32602, data: { code: 'UNSUPPORTED_CHAIN' } },
      })
    }
  })

  it('answers a body that is not JSON-RPC with 400 and a JSON-RPC error', async () => {
    const { app, projectId } = await openApp()
    const url = `/v1/?chainId=31337&projectId=${projectId}`
    expect(await (await app.request(url, rpc('{"jsonrpc":'))).json()).toMatchObject({ error: { code: -32700 } })
    const tooMany = Array.from({ length: 101 }, (_, index) => call('eth_chainId', [], index))
    for (const body of [{ method: 'eth_chainId' }, [], tooMany, call('', [])]) {
      const response = await app.request(url, rpc(body))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: -32600 } })
    }
  })

  it('answers params nested thousands of levels deep with 400 on a healthy node, never 502', async () => {
    const { app, projectId } = await openApp()
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const body = `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${deep}}`
    const response = await app.request(`/v1/?chainId=31337&projectId=${projectId}`, rpc(body))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      id: null,
      error: { message: 'The body nests deeper than 32 levels', data: { code: 'INVALID_REQUEST' } },
    })
  })

  it('refuses eth_feeHistory for 2^64 blocks with -32602 and the node stays up', async () => {
    const { app, projectId } = await openApp()
    const url = `/v1/?chainId=31337&projectId=${projectId}`
    const response = await app.request(url, rpc(call('eth_feeHistory', ['0x10000000000000000', 'latest', [25]])))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: 1,
      error: {
        code: -32602,
        message: expect.stringContaining('at most 1024 blocks'),
        data: { code: 'INVALID_REQUEST' },
      },
    })
    const alive = await fetch(devnet.chains[0]!.rpcUrl, rpc(call('eth_chainId')))
    expect(await alive.json()).toMatchObject({ result: '0x7a69' })
  })

  it('refuses a log range over 10,000 blocks, measured against the head for tags, and forwards one within', async () => {
    const { app, projectId } = await openApp()
    const url = `/v1/?chainId=31337&projectId=${projectId}`
    const logs = async (filter: object) =>
      (await (await app.request(url, rpc(call('eth_getLogs', [filter])))).json()) as {
        result?: unknown[]
        error?: { code: number; message: string }
      }
    expect((await logs({ fromBlock: '0x0', toBlock: '0x270f' })).result).toEqual(expect.any(Array))
    expect((await logs({ fromBlock: '0x0', toBlock: 'latest' })).result).toEqual(expect.any(Array))
    expect(await logs({ fromBlock: '0x0', toBlock: '0x2710' })).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('covers 10001') },
    })
    expect((await logs({ fromBlock: '0x0', toBlock: '0xffffffffffffffff' })).error?.code).toBe(-32602)
  })

  it('answers each call of a batch on its own: results, a refused method and invalid params, matched by id', async () => {
    const { app, projectId } = await openApp()
    const response = await app.request(
      `/v1/?chainId=31337&projectId=${projectId}`,
      rpc([call('eth_chainId', [], 1), call('eth_getBalance', ['0x12'], 2), call('anvil_mine', [], 3)]),
    )
    const answers = (await response.json()) as { id: number; result?: string; error?: { code: number } }[]
    expect(answers.map((answer) => [answer.id, answer.result ?? answer.error?.code]).sort()).toEqual([
      [1, '0x7a69'],
      [2, -32602],
      [3, -32601],
    ])
  })

  it('answers 502 UPSTREAM_UNAVAILABLE when the node is down, counting nothing', async () => {
    const chains = [{ chainId: 31337, name: 'Down', rpcUrl: `http://127.0.0.1:${await deadPort()}` }]
    const { app, projectId, query } = await createPlatformTestApp(database, { chains, project: { rpcLimit: 0 } })
    const response = await app.request(`/v1/?chainId=31337&projectId=${projectId}`, rpc(call('eth_chainId')))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { data: { code: 'UPSTREAM_UNAVAILABLE' } } })
    const limits = await (await app.request(query('/appkit/v1/project-limits'))).json()
    expect(limits).toMatchObject({ planLimits: { isAboveRpcLimit: false } })
  })

  it('counts each forwarded call, so the project goes above its RPC limit', async () => {
    const { app, projectId, query } = await openApp()
    const url = `/v1/?chainId=31337&projectId=${projectId}`
    const isAbove = async () =>
      (
        (await (await app.request(query('/appkit/v1/project-limits'))).json()) as {
          planLimits: { isAboveRpcLimit: boolean }
        }
      ).planLimits.isAboveRpcLimit
    await app.request(url, rpc(call('eth_chainId')))
    await app.request(url, rpc([call('eth_chainId', [], 1), call('anvil_mine', [], 2)]))
    await app.request(url, rpc(call('eth_chainId')))
    expect(await isAbove()).toBe(false) // 3 forwarded calls; the limit is 3
    await app.request(url, rpc([call('eth_chainId', [], 1), call('eth_blockNumber', [], 2)]))
    expect(await isAbove()).toBe(true)
  })

  it('needs a known projectId like every other call', async () => {
    const { app } = await openApp()
    expect((await app.request('/v1/?chainId=31337', rpc(call('eth_chainId')))).status).toBe(400)
    expect((await app.request('/v1/?chainId=31337&projectId=nobody', rpc(call('eth_chainId')))).status).toBe(403)
  })
})

describe('RPC rate limits', () => {
  const tight = { capacity: 3, refillPerSecond: 0.001 }
  const loose = { capacity: 1_000, refillPerSecond: 1_000 }
  const from = (ip: string, body: unknown) => ({ ...rpc(body), headers: { 'x-forwarded-for': ip } })
  const batch = (size: number) => Array.from({ length: size }, (_, index) => call('eth_chainId', [], index))

  it('counts every call of a batch against the client IP and answers 429 -32005 with Retry-After past it', async () => {
    const { app, projectId } = await createPlatformTestApp(database, {
      chains: devnet.chains,
      trustProxy: true,
      rpcRateLimit: { perIp: tight, perProject: loose },
    })
    const url = `/v1/?chainId=31337&projectId=${projectId}`
    expect((await app.request(url, from('203.0.113.1', batch(2)))).status).toBe(200)
    const limited = await app.request(url, from('203.0.113.1', batch(2)))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({
      error: {
        code: -32005,
        message: 'Too many RPC calls from this address; retry later',
        data: { code: 'RATE_LIMITED' },
      },
    })
    expect((await app.request(url, from('203.0.113.2', batch(2)))).status).toBe(200)
  })

  it('counts an IPv6 /64 as one client', async () => {
    const { app, projectId } = await createPlatformTestApp(database, {
      chains: devnet.chains,
      trustProxy: true,
      rpcRateLimit: { perIp: tight, perProject: loose },
    })
    const url = `/v1/?chainId=31337&projectId=${projectId}`
    expect((await app.request(url, from('2001:db8:7:7::1', batch(3)))).status).toBe(200)
    expect((await app.request(url, from('2001:db8:7:7::2', batch(1)))).status).toBe(429)
  })

  it("counts every client's calls against the project and answers 429 once the project's bucket is empty", async () => {
    const { app, projectId } = await createPlatformTestApp(database, {
      chains: devnet.chains,
      trustProxy: true,
      rpcRateLimit: { perIp: loose, perProject: tight },
    })
    const url = `/v1/?chainId=31337&projectId=${projectId}`
    expect((await app.request(url, from('203.0.113.1', batch(2)))).status).toBe(200)
    const limited = await app.request(url, from('203.0.113.9', batch(2)))
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({
      error: { message: 'Too many RPC calls for this project; retry later' },
    })
  })

  it('charges nothing for refused calls', async () => {
    const { app, projectId } = await createPlatformTestApp(database, {
      chains: devnet.chains,
      trustProxy: true,
      rpcRateLimit: { perIp: tight, perProject: loose },
    })
    const url = `/v1/?chainId=31337&projectId=${projectId}`
    for (let round = 0; round < 5; round++) await app.request(url, from('203.0.113.3', call('anvil_mine')))
    expect((await app.request(url, from('203.0.113.3', batch(3)))).status).toBe(200)
  })
})

describe('forwardJsonRpc', () => {
  it('stops reading an answer larger than its bound instead of buffering it', async () => {
    const block = call('eth_getBlockByNumber', ['0x0', true])
    const whole = await forwardJsonRpc(devnet.chains[0]!.rpcUrl, block)
    expect(whole.ok).toBe(true)
    const cut = await forwardJsonRpc(devnet.chains[0]!.rpcUrl, block, { maxBytes: 64 })
    expect(cut).toEqual({ ok: false, kind: 'tooLarge' })
  })

  it('stops reading when the in-flight budget has no room for the answer', async () => {
    const answer = await forwardJsonRpc(devnet.chains[0]!.rpcUrl, call('eth_chainId'), { charge: () => false })
    expect(answer).toEqual({ ok: false, kind: 'busy' })
  })
})
