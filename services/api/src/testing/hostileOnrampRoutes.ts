import fc from 'fast-check'
import { addressLike, anyBody, anyText, type HostileContext, networkLike } from './hostileValues.ts'
import type { RouteShape } from './routeShape.ts'

// The on-ramp calls (docs/onramp.md): bodies mostly near what they accept, so they reach the limits, the address
// checks and the provider behind them.

const decimalLike = fc.oneof(
  fc.integer({ min: 0, max: 30_000 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${b}`),
  fc.constantFrom('', '-5', '1e5', '0x10', '9'.repeat(40), 'NaN'),
)

export function onrampShapes(context: HostileContext): RouteShape[] {
  const network = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(...context.chainIds.map((id) => `eip155:${id}`), ...context.solanaNetworks),
    },
    { weight: 1, arbitrary: networkLike(context) },
  )
  const quoteBody = fc
    .record(
      {
        purchaseCurrency: fc.oneof(fc.constantFrom('ETH', 'SOL', 'FOY'), anyText(40)),
        paymentCurrency: fc.oneof(fc.constantFrom('USD', 'EUR', 'usd', 'GBP'), anyText(10)),
        amount: decimalLike,
        network,
        paymentMethod: fc.constantFrom('card', 'bank_transfer', 'cash'),
      },
      { requiredKeys: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'] },
    )
    .map((body) => JSON.stringify(body))
  const urlBody = fc
    .tuple(addressLike(context), network, fc.constantFrom('ETH', 'SOL', 'FOY'), decimalLike)
    .map(([address, chain, asset, amount]) =>
      JSON.stringify({
        destinationWallets: [{ address, blockchains: [chain], assets: [asset] }],
        defaultNetwork: chain,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: amount,
      }),
    )
  return [
    { route: 'GET /v1/onramp/options', method: 'GET', path: fc.constant('/v1/onramp/options') },
    {
      route: 'POST /v1/onramp/quote',
      method: 'POST',
      path: fc.constant('/v1/onramp/quote'),
      body: fc.oneof({ weight: 4, arbitrary: quoteBody }, { weight: 1, arbitrary: anyBody }),
    },
    {
      route: 'POST /v1/generators/onrampurl',
      method: 'POST',
      path: fc.constant('/v1/generators/onrampurl'),
      body: fc.oneof({ weight: 4, arbitrary: urlBody }, { weight: 1, arbitrary: anyBody }),
    },
  ]
}
