import fc from 'fast-check'
import { PRICED_TOKENS } from './hostileBodies.ts'
import {
  anyBody,
  anyText,
  evmAddressLike,
  extraQuery,
  type HostileContext,
  networkLike,
  pair,
  urlPart,
} from './hostileValues.ts'
import type { RouteShape } from './routeShape.ts'

// The swap calls (/v1/convert/*): CAIP-10 tokens and accounts mostly on a served chain, amounts near and far
// from what the pools take, slippage inside and outside 0–50.

const FOYER_POINTS = '0xb292a082997dd163c8B7aa011A3C56094B12916D'

const tokenLike = (context: HostileContext) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...context.chainIds), fc.constantFrom(...PRICED_TOKENS, FOYER_POINTS))
        .map(([id, token]) => `eip155:${id}:${token}`),
    },
    fc.tuple(networkLike(context), evmAddressLike(context)).map(([network, token]) => `${network}:${token}`),
    fc.constantFrom(...PRICED_TOKENS),
    anyText(60),
  )

const accountLike = (context: HostileContext) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...context.chainIds), fc.constantFrom(...context.accounts))
        .map(([id, account]) => `eip155:${id}:${account}`),
    },
    fc.tuple(networkLike(context), evmAddressLike(context)).map(([network, account]) => `${network}:${account}`),
    anyText(60),
  )

const amountLike = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 24n }).map(String) },
  fc.bigInt({ min: 0n, max: 2n ** 260n }).map(String),
  fc.constantFrom('0', '-1', '1.5', '1e18', '', '0x10', '01'),
  anyText(20),
)

const slippageLike = fc.oneof(
  fc.constantFrom('1', '0.5', '0', '50', '50.0001', '51', '-1', '', 'NaN', '1e1'),
  fc.double(),
  anyText(8),
)

export function swapShapes(context: HostileContext): RouteShape[] {
  const token = urlPart(tokenLike(context))
  const account = urlPart(accountLike(context))
  const amount = urlPart(amountLike)
  const swapQuery = extraQuery(
    fc.oneof(
      pair('userAddress', account),
      pair('from', token),
      pair('to', token),
      pair('amount', amount),
      pair('tokenAddress', token),
      pair('gasPrice', amount),
      pair('chainId', urlPart(networkLike(context))),
    ),
  )
  /** Every key a call takes, then maybe more: most requests reach past the schema to the chain. */
  const full = (keys: Record<string, fc.Arbitrary<string>>) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.record(keys), swapQuery)
          .map(([values, extra]) =>
            [...Object.entries(values).map(([key, value]) => `${key}=${value}`), extra].filter(Boolean).join('&'),
          ),
      },
      { weight: 1, arbitrary: swapQuery },
    )
  const buildBody = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record(
          {
            projectId: fc.constant(context.projectId),
            userAddress: accountLike(context),
            from: tokenLike(context),
            to: tokenLike(context),
            amount: amountLike,
            eip155: fc.record({ slippage: slippageLike }, { requiredKeys: [] }),
            disableEstimate: fc.oneof(fc.boolean(), fc.constant('yes')),
          },
          { requiredKeys: ['userAddress', 'from', 'to', 'amount'] },
        )
        .map((body) => JSON.stringify(body)),
    },
    { weight: 1, arbitrary: anyBody },
  )
  return [
    {
      route: 'GET /v1/convert/tokens',
      method: 'GET',
      path: fc.constant('/v1/convert/tokens'),
      query: full({ chainId: urlPart(networkLike(context)) }),
    },
    {
      route: 'GET /v1/convert/quotes',
      method: 'GET',
      path: fc.constant('/v1/convert/quotes'),
      query: full({ amount, userAddress: account, from: token, to: token }),
    },
    {
      route: 'GET /v1/convert/allowance',
      method: 'GET',
      path: fc.constant('/v1/convert/allowance'),
      query: full({ tokenAddress: token, userAddress: account }),
    },
    {
      route: 'GET /v1/convert/build-approve',
      method: 'GET',
      path: fc.constant('/v1/convert/build-approve'),
      query: full({ userAddress: account, from: token, to: token, amount }),
    },
    {
      route: 'POST /v1/convert/build-transaction',
      method: 'POST',
      path: fc.constant('/v1/convert/build-transaction'),
      body: buildBody,
    },
  ]
}
