import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type OnrampOptions,
  type OnrampUrlRequest,
  onrampQuoteRequestSchema,
  onrampUrlRequestSchema,
} from '@foyer/protocol'
import type { z } from 'zod'
import { toBaseUnits, toScaled } from './decimalText.ts'
import { createEvmFunder } from './evmFunder.ts'
import { createOrderBook, type Order } from './orderBook.ts'
import { renderMissingOrder, renderOrderPage } from './orderPage.ts'
import { findAsset, type SandboxAsset, sandboxAssets, sandboxOptions } from './sandboxCatalog.ts'
import { SANDBOX_FEE_RATE, SANDBOX_PRICES_USD, type StartOnrampSandboxOptions } from './sandboxConfig.ts'
import { sandboxQuote } from './sandboxQuote.ts'
import { airdropSol } from './solanaFunder.ts'

export interface OnrampSandbox {
  /** The provider's base URL: the API's FOYER_ONRAMP_PROVIDER_URL. Order pages are at `${url}/order/{id}`. */
  url: string
  /** The orders made so far (tests read an order's status and transaction). */
  order(id: string): Order | undefined
  stop(): Promise<void>
}

const CSS = readFileSync(new URL('./orderPage.css', import.meta.url), 'utf8')
const MAX_BODY_BYTES = 16 * 1024
/** The order page's own policy: its stylesheet, a form posting to itself, nothing else, never framed. */
const PAGE_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
const DEFAULT_FIAT_AMOUNT = '100.00'

class Refusal extends Error {}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(new Refusal('The body is too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        reject(new Refusal('The body is not JSON'))
      }
    })
    request.on('error', reject)
  })
}

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new Refusal(result.error.issues[0]?.message ?? 'The request is invalid')
  return result.data
}

function checkLimits(options: OnrampOptions, currency: string, method: string, amount: string): void {
  const limit = options.paymentCurrencies
    .find(({ id }) => id === currency.toUpperCase())
    ?.payment_method_limits.find(({ id }) => id === method)
  if (!limit) throw new Refusal(`Paying in ${currency} by ${method} is not offered`)
  const value = toScaled(amount)
  if (value < toScaled(limit.min) || value > toScaled(limit.max)) {
    throw new Refusal(
      `The amount must be between ${limit.min} and ${limit.max} ${currency.toUpperCase()} for ${method}`,
    )
  }
}

/**
 * A local on-ramp provider: Foyer's provider protocol (`/v1/options`, `/v1/quote`, `/v1/orders`, docs/onramp.md)
 * and an order page whose Pay button funds the visitor's address — ETH or a devnet token from the funder on the
 * EVM devnet, SOL from the Solana local chain's airdrop.
 */
export async function startOnrampSandbox(options: StartOnrampSandboxOptions = {}): Promise<OnrampSandbox> {
  const assets = sandboxAssets(options)
  const catalog = sandboxOptions(assets)
  const prices = options.pricesUsd ?? SANDBOX_PRICES_USD
  const feeRate = options.feeRate ?? SANDBOX_FEE_RATE
  const evmFunder = options.evm ? createEvmFunder(options.evm.funderKey) : undefined
  if (options.evm && evmFunder && options.evm.topUpOnAnvil !== false) {
    for (const chain of options.evm.chains) {
      const tokens = (options.evm.tokens ?? []).filter((token) => token.chainIds.includes(chain.chainId))
      await evmFunder.topUpOnAnvil(
        chain.rpcUrl,
        tokens.map((token) => token.address),
      )
    }
  }

  const quoteFor = (asset: SandboxAsset, amount: string, paymentCurrency: string) => {
    const priceUsd = prices[asset.currencyId]
    if (priceUsd === undefined) throw new Refusal(`${asset.symbol} has no price in the sandbox`)
    const quote = sandboxQuote({ asset, amount, paymentCurrency, priceUsd, feeRate }, randomUUID())
    if (!quote) throw new Refusal('The amount does not cover the fees')
    return quote
  }

  const fund = async (order: Order): Promise<string> => {
    const amount = toBaseUnits(toScaled(order.quote.purchaseAmount.value), order.asset.decimals)
    if (order.asset.network.startsWith('solana:')) return airdropSol(order.asset.rpcUrl, order.address, amount)
    if (!evmFunder) throw new Error('The sandbox has no EVM funder')
    return evmFunder.fund({
      rpcUrl: order.asset.rpcUrl,
      to: order.address as `0x${string}`,
      amount,
      ...(order.asset.contractAddress ? { token: order.asset.contractAddress as `0x${string}` } : {}),
    })
  }
  const orders = createOrderBook(fund)

  const createOrder = (request: OnrampUrlRequest): Order => {
    const wallet = request.destinationWallets.find(({ blockchains }) => blockchains.includes(request.defaultNetwork))
    if (!wallet) throw new Refusal('No destination wallet receives on the default network')
    const currencyId = request.defaultAsset ?? wallet.assets?.[0]
    const asset = currencyId
      ? findAsset(assets, currencyId, request.defaultNetwork)
      : assets.find(({ network, contractAddress }) => network === request.defaultNetwork && !contractAddress)
    if (!asset) throw new Refusal(`The sandbox does not sell ${currencyId ?? 'anything'} on ${request.defaultNetwork}`)
    const fiatCurrency = (request.fiatCurrency ?? 'USD').toUpperCase()
    const paymentMethod = request.paymentMethod ?? 'card'
    const amount = request.presetFiatAmount ?? DEFAULT_FIAT_AMOUNT
    checkLimits(catalog, fiatCurrency, paymentMethod, amount)
    return orders.create({
      asset,
      address: wallet.address,
      paymentMethod,
      quote: quoteFor(asset, amount, fiatCurrency),
    })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const refused = error instanceof Refusal
      if (!response.headersSent) {
        json(response, refused ? 400 : 500, {
          error: { code: refused ? 'INVALID_REQUEST' : 'SERVER_ERROR', message: (error as Error).message },
        })
      } else response.end()
    })
  })
  const baseUrl = () => {
    const { port } = server.address() as AddressInfo
    return `http://${options.host ?? '127.0.0.1'}:${port}`
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname
    const method = request.method ?? 'GET'
    if (method === 'GET' && path === '/v1/options') return json(response, 200, catalog)
    if (method === 'POST' && path === '/v1/quote') {
      const quote = parse(onrampQuoteRequestSchema, await readBody(request))
      const asset = findAsset(assets, quote.purchaseCurrency, quote.network)
      if (!asset) throw new Refusal(`The sandbox does not sell ${quote.purchaseCurrency} on ${quote.network}`)
      checkLimits(catalog, quote.paymentCurrency, quote.paymentMethod, quote.amount)
      return json(response, 200, quoteFor(asset, quote.amount, quote.paymentCurrency))
    }
    if (method === 'POST' && path === '/v1/orders') {
      const order = createOrder(parse(onrampUrlRequestSchema, await readBody(request)))
      return json(response, 200, { url: `${baseUrl()}/order/${order.id}` })
    }
    const orderMatch = /^\/(v1\/orders|order)\/([0-9a-f-]{36})(\/pay)?$/.exec(path)
    if (orderMatch) {
      const [, kind, id = '', pay] = orderMatch
      const order = orders.get(id)
      if (kind === 'v1/orders' && method === 'GET' && !pay) {
        return order
          ? json(response, 200, { id, status: order.status, transaction: order.transaction ?? null })
          : json(response, 404, { error: { code: 'NOT_FOUND', message: 'No such order' } })
      }
      if (kind === 'order' && method === 'GET' && !pay) {
        return html(response, order ? 200 : 404, order ? renderOrderPage(order) : renderMissingOrder())
      }
      if (kind === 'order' && method === 'POST' && pay && order) {
        request.resume()
        await orders.pay(order)
        response.writeHead(303, { location: `/order/${id}`, 'cache-control': 'no-store' })
        return void response.end()
      }
    }
    if (method === 'GET' && path === '/order.css') {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' })
      return void response.end(CSS)
    }
    if (method === 'GET' && path === '/favicon.ico') return void response.writeHead(204).end()
    json(response, 404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  return {
    url: baseUrl(),
    order: (id) => orders.get(id),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_CSP,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  })
  response.end(body)
}
