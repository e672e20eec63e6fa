import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineNetwork, FoyerError, HttpStatusError } from '@foyer/core'
import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { POLKADOT_DEVNET_ACCOUNTS, POLKADOT_DEVNET_GENESIS_BALANCE } from '@foyer/devnet/polkadot/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { polkadotTestNetwork } from '../polkadotTestNetwork.testing.ts'
import { reencodeSs58 } from '../ss58/ss58.ts'
import { freeBalance } from './freeBalance.ts'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** A loopback node that answers every request with `answer`. */
async function node(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  server = createServer(answer)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return defineNetwork(
    {
      id: 'e143f23803ac50e8f6f8e62695d1ce9e',
      name: 'Loopback',
      nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
      rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
    },
    'polkadot',
  )
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('the free balance read', () => {
  it("fails with 'HTTP status code: 500' when the node answers 500", async () => {
    const network = await node((_, response) => response.writeHead(500).end('boom'))
    const error = await failure(freeBalance({ address: ALICE, network }, fetch))
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as Error).message).toBe('HTTP status code: 500')
  })

  it("fails with 'HTTP status code: 429' when the node limits the rate", async () => {
    const network = await node((_, response) => response.writeHead(429).end())
    expect(await failure(freeBalance({ address: ALICE, network }, fetch))).toMatchObject({
      message: 'HTTP status code: 429',
    })
  })

  it("fails with 'Token Balance Unavailable' when the node hangs up without answering", async () => {
    const network = await node((request) => request.socket.destroy())
    const error = await failure(freeBalance({ address: ALICE, network }, fetch))
    expect(error).toBeInstanceOf(FoyerError)
    expect(error).toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE', message: 'Token Balance Unavailable' })
  })

  it("fails with 'Token Balance Unavailable' and the node's words when it answers a JSON-RPC error", async () => {
    const network = await node((_, response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } })),
    )
    expect(await failure(freeBalance({ address: ALICE, network }, fetch))).toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      detail: 'Method not found',
    })
  })

  it("fails with 'Token Balance Unavailable' when the storage is no AccountInfo, not with a zero", async () => {
    const network = await node((_, response) =>
      response.writeHead(200).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x00' })),
    )
    expect(await failure(freeBalance({ address: ALICE, network }, fetch))).toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
  })

  it("fails with 'Invalid address' for what is no SS58 address, without asking the node", async () => {
    let asked = false
    const network = await node((_, response) => {
      asked = true
      response.writeHead(500).end()
    })
    expect(await failure(freeBalance({ address: '0x1234', network }, fetch))).toMatchObject({ code: 'INVALID_ADDRESS' })
    expect(asked).toBe(false)
  })
})

describe('the free balance read on the Polkadot devnet', () => {
  let devnet: PolkadotDevnet
  beforeAll(async () => {
    devnet = await startPolkadotDevnet({ port: 0, blockIntervalMs: 0 })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it("is each account's genesis balance of 1,000 DOT, whatever its key type", async () => {
    const network = polkadotTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
    const balances = await Promise.all(
      POLKADOT_DEVNET_ACCOUNTS.map((account) => freeBalance({ address: account.address, network }, fetch)),
    )
    expect(balances).toEqual(
      POLKADOT_DEVNET_ACCOUNTS.map((account) => ({ value: account.free, decimals: 10, symbol: 'DOT' })),
    )
    expect(POLKADOT_DEVNET_ACCOUNTS.map((account) => account.free)).toContain(POLKADOT_DEVNET_GENESIS_BALANCE)
  })

  it('reads the same account spelled for Polkadot (format 0)', async () => {
    const network = polkadotTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
    const account = POLKADOT_DEVNET_ACCOUNTS[0]!
    const balance = await freeBalance({ address: reencodeSs58(account.address, 0)!, network }, fetch)
    expect(balance.value).toBe(account.free)
  })

  it('is 0 for an account the chain has never seen', async () => {
    const network = polkadotTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
    const balance = await freeBalance({ address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', network }, fetch)
    expect(balance.value).toBe(0n)
  })
})
