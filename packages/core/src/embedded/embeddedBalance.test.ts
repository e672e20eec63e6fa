import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedClient } from './embeddedClient.testing.ts'
import { DOUBLE_ACCOUNTS } from './frameDouble.testing.ts'

// A loopback Foyer API answering the balance call (SPEC §7 /v1/account/{address}/balance); `down` makes it fail.
let down = false
const asked: string[] = []
let server: Server
let apiUrl: string
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname !== `/v1/account/${DOUBLE_ACCOUNTS.eip155}/balance`) return void response.writeHead(404).end()
    asked.push(url.searchParams.get('chainId') ?? '')
    if (down) return void response.writeHead(503).end()
    const balances = [
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', quantity: { decimals: '18', numeric: '1.5' } },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        quantity: { decimals: '6', numeric: '20' },
      },
    ]
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ balances }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function loggedIn() {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const setup = embeddedClient({ apiUrl })
  await setup.client.embedded?.connectEmail('ada@example.com')
  await setup.client.embedded?.verifyOtp(setup.double.codeFor('ada@example.com') ?? '')
  return setup
}

describe('the embedded wallet’s balance', () => {
  it('is read through the API, the native entry of the account’s network', async () => {
    down = false
    const { client } = await loggedIn()
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155?.balance).toBe('1.5'))
    expect(client.stores.accounts.getState().eip155?.balanceSymbol).toBe('ETH')
    expect(asked).toContain('eip155:1')
  })

  it('reads 0.00 ETH when the API fails (SPEC §8)', async () => {
    down = true
    const { client } = await loggedIn()
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155?.lastRetry).toBeDefined())
    const { balance, balanceSymbol } = client.stores.accounts.getState().eip155 ?? {}
    expect(`${balance} ${balanceSymbol}`).toBe('0.00 ETH')
  })
})
