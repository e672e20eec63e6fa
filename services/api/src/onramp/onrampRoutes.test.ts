import { type OnrampSandbox, startOnrampSandbox } from '@foyer/onramp-sandbox'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../db/database.ts'
import { openTestDatabase } from '../db/testDatabase.ts'
import { createPlatformTestApp } from '../testing/platformTestApp.ts'
import { onrampRoutes } from './onrampRoutes.ts'

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_NETWORK = 'solana:FoyerDevnet11111111111111111111'
const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

let database: OpenedDatabase
let sandbox: OnrampSandbox
let harness: Awaited<ReturnType<typeof createPlatformTestApp>>

beforeAll(async () => {
  database = await openTestDatabase()
  // The real sandbox on loopback; quotes and order pages need no chain, so no node is started.
  sandbox = await startOnrampSandbox({
    evm: {
      chains: [{ chainId: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:1' }],
      funderKey: '0xa0b6cb383e9241d6ad573719b5aa51150931b224e53d3e8b64763a1ceca28bdc',
      topUpOnAnvil: false,
    },
    solana: { caipNetworkId: SOLANA_NETWORK, name: 'Foyer Solana Devnet', rpcUrl: 'http://127.0.0.1:1' },
  })
  harness = await createPlatformTestApp(database, { areas: [onrampRoutes] })
})
beforeEach(async () => {
  harness.deps.config.onramp = { providerUrl: sandbox.url }
  await harness.deps.cache.delete('onramp:options')
})
afterAll(async () => {
  await sandbox?.stop()
  await database?.close()
})

const get = async (path: string) => {
  const response = await harness.app.request(harness.query(path))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const post = async (path: string, body: unknown) => {
  const response = await harness.app.request(harness.query(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const SPEC_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_transfer', min: '10.00', max: '25000.00' },
]

describe('GET /v1/onramp/options', () => {
  it('serves the provider’s currencies: USD and EUR by card and bank transfer, ETH and SOL on their networks', async () => {
    const { status, body } = await get('/v1/onramp/options')
    expect(status).toBe(200)
    expect(body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: SPEC_LIMITS },
      { id: 'EUR', payment_method_limits: SPEC_LIMITS },
    ])
    expect(body.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          { name: 'eip155:31337', display_name: 'Foyer Devnet', chain_id: 'eip155:31337', contract_address: '' },
        ],
      },
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        networks: [
          { name: SOLANA_NETWORK, display_name: 'Foyer Solana Devnet', chain_id: SOLANA_NETWORK, contract_address: '' },
        ],
      },
    ])
  })

  it('falls back to the SPEC §9 defaults, never a 5xx, when the provider is down or not configured', async () => {
    harness.deps.config.onramp = { providerUrl: 'http://127.0.0.1:1' }
    const down = await get('/v1/onramp/options')
    expect(down).toEqual({
      status: 200,
      body: {
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: SPEC_LIMITS },
          { id: 'EUR', payment_method_limits: SPEC_LIMITS },
        ],
        purchaseCurrencies: [],
      },
    })
    harness.deps.config.onramp = undefined
    expect((await get('/v1/onramp/options')).status).toBe(200)
  })
})

describe('POST /v1/onramp/quote', () => {
  it('quotes 100 USD of ETH by card: a 1.5 % provider fee, the network fee, and what the rest buys', async () => {
    const { status, body } = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'eip155:31337',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      paymentTotal: { value: '100.00', currency: 'USD' },
      providerFee: { value: '1.50', currency: 'USD' },
      networkFee: { value: '0.10', currency: 'USD' },
      paymentSubtotal: { value: '98.40', currency: 'USD' },
      purchaseAmount: { value: '0.03936000', currency: 'ETH' },
    })
    expect(body.quoteId).toEqual(expect.any(String))
  })

  it('refuses an amount outside the payment method’s limits with a 400 that names them', async () => {
    const below = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '9.99',
      network: 'eip155:31337',
    })
    expect(below.status).toBe(400)
    expect(below.body.error).toMatchObject({
      code: 'AMOUNT_OUT_OF_LIMITS',
      message: 'The amount must be between 10.00 and 7500.00 USD for card',
    })
    const bank = await post('/v1/onramp/quote', {
      purchaseCurrency: 'SOL',
      paymentCurrency: 'EUR',
      amount: '25000.01',
      network: SOLANA_NETWORK,
      paymentMethod: 'bank_transfer',
    })
    expect(bank.body.error).toMatchObject({
      message: 'The amount must be between 10.00 and 25000.00 EUR for bank_transfer',
    })
  })

  it('passes the provider’s refusal on as a 400: it does not sell that currency there', async () => {
    const { status, body } = await post('/v1/onramp/quote', {
      purchaseCurrency: 'SOL',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'eip155:31337',
    })
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ message: 'The sandbox does not sell SOL on eip155:31337' })
  })

  it('refuses a malformed amount with a 400 listing the issue', async () => {
    const { status, body } = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '1e5',
      network: 'eip155:31337',
    })
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('amount must be a decimal number like 100 or 100.50')
  })

  it('answers 503, not a made-up price, when the provider is down', async () => {
    await get('/v1/onramp/options') // the limits come from the cache
    harness.deps.config.onramp = { providerUrl: 'http://127.0.0.1:1' }
    const { status } = await post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'eip155:31337',
    })
    expect(status).toBe(503)
  })
})

describe('POST /v1/generators/onrampurl', () => {
  const request = (address: string, network: string, asset: string) => ({
    destinationWallets: [{ address, blockchains: [network], assets: [asset] }],
    defaultNetwork: network,
    partnerUserId: address,
    defaultExperience: 'buy',
    presetFiatAmount: '50.00',
  })

  it('hands out the provider’s order page for an EVM wallet, which shows what is bought for which address', async () => {
    const { status, body } = await post('/v1/generators/onrampurl', request(EVM_ADDRESS, 'eip155:31337', 'ETH'))
    expect(status).toBe(200)
    expect(body.url).toMatch(new RegExp(`^${sandbox.url}/order/[0-9a-f-]{36}$`))
    const page = await fetch(body.url as string)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const text = await page.text()
    expect(text).toContain(EVM_ADDRESS)
    expect(text).toContain('0.01966000 ETH')
    expect(text).toContain('Foyer Devnet')
  })

  it('hands out an order page for a Solana wallet', async () => {
    const { status, body } = await post('/v1/generators/onrampurl', request(SOLANA_ADDRESS, SOLANA_NETWORK, 'SOL'))
    expect(status).toBe(200)
    expect(body.url).toMatch(/\/order\//)
  })

  it('refuses an address that is not one of the network’s: a Solana address on an EVM network and back', async () => {
    const evm = await post('/v1/generators/onrampurl', request(SOLANA_ADDRESS, 'eip155:31337', 'ETH'))
    expect(evm.status).toBe(400)
    expect(evm.body.error).toMatchObject({
      message: `The address ${SOLANA_ADDRESS} is not an EVM address (40 hex characters after 0x, checksummed or in one case) on eip155:31337`,
    })
    const solana = await post('/v1/generators/onrampurl', request(EVM_ADDRESS, SOLANA_NETWORK, 'SOL'))
    expect(solana.status).toBe(400)
    expect(solana.body.error).toMatchObject({
      message: `The address ${EVM_ADDRESS} is not a Solana address (32 to 44 base58 characters) on ${SOLANA_NETWORK}`,
    })
  })

  it('refuses Bitcoin and Polkadot networks: SPEC §1 on-ramp is EVM and Solana only', async () => {
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const { status, body } = await post('/v1/generators/onrampurl', request('bc1qexample', bitcoin, 'BTC'))
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ message: `On-ramp is offered on EVM and Solana networks only, not ${bitcoin}` })
  })

  it('refuses a default network no destination wallet receives on', async () => {
    const body = { ...request(EVM_ADDRESS, 'eip155:31337', 'ETH'), defaultNetwork: 'eip155:1' }
    const { status } = await post('/v1/generators/onrampurl', body)
    expect(status).toBe(400)
  })
})
