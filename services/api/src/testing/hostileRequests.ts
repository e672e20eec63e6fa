import fc from 'fast-check'
import { analyticsEvent, email, PRICED_SOLANA_TOKENS, PRICED_TOKENS, sessionBody } from './hostileBodies.ts'
import { embeddedShapes } from './hostileEmbeddedRoutes.ts'
import { nameShapes } from './hostileNameRoutes.ts'
import { onrampShapes } from './hostileOnrampRoutes.ts'
import { rpcBody } from './hostileRpcBodies.ts'
import { solanaRpcBody } from './hostileSolanaRpcBodies.ts'
import { swapShapes } from './hostileSwapRoutes.ts'
import {
  addressLike,
  anyBody,
  anyText,
  cursorLike,
  evmAddressLike,
  extraQuery,
  type HostileContext,
  headerText,
  hex,
  networkLike,
  pair,
  projectQuery,
  solanaAddressLike,
  urlPart,
} from './hostileValues.ts'
import type { RouteShape } from './routeShape.ts'

export type { HostileContext } from './hostileValues.ts'

// What an attacker sends to every route of the API: generated path parameters, query strings, headers and
// bodies, mostly near what the route accepts (so they get past the first check) and sometimes anything at
// all. Shared by the property tests (in process) and `npm run fuzz` (over HTTP against a running API).

export interface HostileRequest {
  /** The route it aims at, for counting. */
  route: string
  method: string
  /** Path and query, as sent: `/v1/identity/0x…?projectId=…`. */
  target: string
  headers: Record<string, string>
  body?: string
}

/** The API's 60 routes, each with what its path, query and body are generated from. */
export function routeShapes(context: HostileContext): RouteShape[] {
  const address = urlPart(addressLike(context))
  // Identity and names are EVM-only: mostly EVM addresses, so the route is reached past its first check.
  const evmAccount = urlPart(
    fc.oneof({ weight: 6, arbitrary: evmAddressLike(context) }, { weight: 1, arbitrary: solanaAddressLike(context) }),
  )
  const network = urlPart(networkLike(context))
  const walletId = urlPart(
    fc.oneof(fc.constantFrom('metamask', 'rainbow', 'trust', 'coinbase'), fc.stringMatching(/^[a-z0-9-]{1,70}$/)),
  )
  const imageId = urlPart(
    fc.oneof(
      fc.constantFrom('USD', 'ETH', 'eip155:1', context.accounts[0]!),
      fc.stringMatching(/^[A-Za-z0-9.$_:+-]{0,140}$/),
    ),
  )
  const sessionId = urlPart(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.constant('current')))
  const list = (item: fc.Arbitrary<string>) => fc.array(item, { maxLength: 110 }).map((items) => items.join(','))
  const walletQuery = extraQuery(
    fc.oneof(
      pair('page', urlPart(fc.oneof(fc.integer({ min: -1, max: 2 ** 31 }).map(String), fc.constant('999999999')))),
      pair('entries', urlPart(fc.integer({ min: -1, max: 200 }).map(String))),
      pair('include', urlPart(list(fc.stringMatching(/^[a-z0-9-]{1,12}$/)))),
      pair('exclude', urlPart(list(fc.stringMatching(/^[a-z0-9-]{1,12}$/)))),
      pair('chains', urlPart(list(networkLike(context)))),
      pair('search', urlPart(anyText(120))),
      pair('badge', urlPart(fc.constantFrom('certified', 'none', 'x'))),
      pair('badge_type', urlPart(fc.constantFrom('certified', 'none', 'x'))),
      pair('names', urlPart(list(anyText(10)))),
      pair('rdns', urlPart(list(fc.constantFrom('io.metamask', 'me.rainbow', 'x')))),
    ),
  )
  const chainQuery = extraQuery(
    fc.oneof(
      pair('chainId', network),
      pair('currency', urlPart(fc.constantFrom('usd', 'USD', 'eur', ''))),
      pair('forceUpdate', urlPart(fc.constantFrom('true', 'false', '1', '0', '', 'yes'))),
      pair('cursor', urlPart(cursorLike)),
    ),
  )
  const priceBody = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record({
          currency: fc.constantFrom('usd', 'usd', 'USD', 'xau'),
          addresses: fc.array(
            fc.oneof(
              fc
                .tuple(fc.constantFrom(...context.chainIds), fc.constantFrom(...PRICED_TOKENS))
                .map(([chainId, token]) => `eip155:${chainId}:${token}`),
              fc.tuple(networkLike(context), addressLike(context)).map(([network, who]) => `${network}:${who}`),
              fc
                .tuple(fc.constantFrom(...context.solanaNetworks), fc.constantFrom(...PRICED_SOLANA_TOKENS))
                .map(([network, mint]) => `${network}:${mint}`),
            ),
            { minLength: 1, maxLength: 110 },
          ),
        })
        .map((body) => JSON.stringify(body)),
    },
    { weight: 1, arbitrary: anyBody },
  )
  return [
    { route: 'GET /health', method: 'GET', path: fc.constant('/health') },
    { route: 'GET /appkit/v1/config', method: 'GET', path: fc.constant('/appkit/v1/config') },
    { route: 'GET /appkit/v1/project-limits', method: 'GET', path: fc.constant('/appkit/v1/project-limits') },
    { route: 'GET /projects/v1/origins', method: 'GET', path: fc.constant('/projects/v1/origins') },
    { route: 'GET /getAnalyticsConfig', method: 'GET', path: fc.constant('/getAnalyticsConfig') },
    {
      route: 'POST /e',
      method: 'POST',
      path: fc.constant('/e'),
      body: fc.oneof(
        analyticsEvent.map((event) => JSON.stringify(event)),
        anyBody,
      ),
    },
    {
      route: 'POST /batch',
      method: 'POST',
      path: fc.constant('/batch'),
      body: fc.oneof(
        fc.array(analyticsEvent, { minLength: 1, maxLength: 4 }).map((events) => JSON.stringify(events)),
        anyBody,
      ),
    },
    {
      route: 'POST /v1',
      method: 'POST',
      path: fc.constant('/v1'),
      query: rpcQuery(context),
      ownsQuery: true,
      body: fc.oneof(rpcBody, solanaRpcBody(context)),
    },
    {
      route: 'POST /v1/',
      method: 'POST',
      path: fc.constant('/v1/'),
      query: rpcQuery(context),
      ownsQuery: true,
      body: fc.oneof(rpcBody, solanaRpcBody(context)),
    },
    { route: 'GET /getWallets', method: 'GET', path: fc.constant('/getWallets'), query: walletQuery },
    { route: 'GET /getWalletImage/:id', method: 'GET', path: walletId.map((id) => `/getWalletImage/${id}`) },
    { route: 'GET /public/getAssetImage/:id', method: 'GET', path: imageId.map((id) => `/public/getAssetImage/${id}`) },
    {
      route: 'GET /public/getCurrencyImage/:id',
      method: 'GET',
      path: imageId.map((id) => `/public/getCurrencyImage/${id}`),
    },
    { route: 'GET /public/getTokenImage/:id', method: 'GET', path: imageId.map((id) => `/public/getTokenImage/${id}`) },
    { route: 'GET /v1/supported-chains', method: 'GET', path: fc.constant('/v1/supported-chains') },
    { route: 'GET /v1/sdk/latest', method: 'GET', path: fc.constant('/v1/sdk/latest') },
    {
      route: 'GET /v1/account/:address/balance',
      method: 'GET',
      path: address.map((who) => `/v1/account/${who}/balance`),
      query: chainQuery,
    },
    {
      route: 'GET /v1/account/:address/history',
      method: 'GET',
      path: address.map((who) => `/v1/account/${who}/history`),
      query: chainQuery,
    },
    { route: 'POST /v1/fungible/price', method: 'POST', path: fc.constant('/v1/fungible/price'), body: priceBody },
    {
      route: 'GET /v1/identity/:address',
      method: 'GET',
      path: evmAccount.map((who) => `/v1/identity/${who}`),
      query: chainQuery,
    },
    {
      route: 'GET /v1/convert/gas-price',
      method: 'GET',
      path: fc.constant('/v1/convert/gas-price'),
      query: chainQuery,
    },
    ...swapShapes(context),
    ...nameShapes(context, evmAccount),
    {
      route: 'POST /v1/sessions/nonces',
      method: 'POST',
      path: fc.constant('/v1/sessions/nonces'),
      body: fc.oneof(fc.constant(''), anyBody),
    },
    {
      route: 'POST /v1/sessions',
      method: 'POST',
      path: fc.constant('/v1/sessions'),
      body: fc.oneof(sessionBody(context), anyBody),
    },
    { route: 'GET /v1/sessions/current', method: 'GET', path: fc.constant('/v1/sessions/current') },
    { route: 'GET /v1/sessions/:id', method: 'GET', path: sessionId.map((id) => `/v1/sessions/${id}`) },
    {
      route: 'POST /v1/sessions/:id/revoke',
      method: 'POST',
      path: sessionId.map((id) => `/v1/sessions/${id}/revoke`),
      body: fc.oneof(
        fc
          .record({
            pci: anyText(50),
            signature: fc.oneof(
              hex(0, 140).map((digits) => `0x${digits}`),
              anyText(20),
            ),
          })
          .map((body) => JSON.stringify(body)),
        fc.constant(''),
        anyBody,
      ),
    },
    {
      route: 'POST /v1/email/otp',
      method: 'POST',
      path: fc.constant('/v1/email/otp'),
      body: fc.oneof(
        email.map((address) => JSON.stringify({ email: address })),
        anyBody,
      ),
    },
    ...embeddedShapes(context),
    ...onrampShapes(context),
    {
      route: 'POST /v1/email/otp/verify',
      method: 'POST',
      path: fc.constant('/v1/email/otp/verify'),
      body: fc.oneof(
        fc
          .record({ email, code: fc.oneof(fc.stringMatching(/^\d{6}$/), anyText(8)) })
          .map((body) => JSON.stringify(body)),
        anyBody,
      ),
    },
  ]
}

function rpcQuery(context: HostileContext): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .constantFrom(...context.chainIds)
        .map((id) => `chainId=eip155:${id}&projectId=${context.projectId}`),
    },
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(...context.solanaNetworks)
        .map((network) => `chainId=${network}&projectId=${context.projectId}`),
    },
    {
      weight: 2,
      arbitrary: urlPart(networkLike(context)).map((chain) => `chainId=${chain}&projectId=${context.projectId}`),
    },
    { weight: 1, arbitrary: fc.constant(`chainId=${context.chainIds[0]}`) },
  )
}

/** A header left out (most often), or one of the values given. */
const sometimes = (rate: number, value: fc.Arbitrary<string>) =>
  fc.oneof({ weight: rate, arbitrary: value }, { weight: 10 - rate, arbitrary: fc.constant(undefined) })

const headersOf = (context: HostileContext) =>
  fc.record({
    origin: fc.oneof(
      { weight: 5, arbitrary: fc.constant(context.origin) },
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom('https://evil.example', 'null', '%%', ''), headerText) },
    ),
    'content-type': sometimes(
      7,
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''),
    ),
    // The API trusts the last X-Forwarded-For entry (behind a balancer): mostly distinct clients, some repeated.
    'x-forwarded-for': fc.oneof(
      { weight: 6, arbitrary: fc.ipV4() },
      { weight: 2, arbitrary: fc.ipV6() },
      { weight: 1, arbitrary: fc.constantFrom('203.0.113.1', '203.0.113.2', '2001:db8::1', 'unknown', '') },
      { weight: 1, arbitrary: headerText },
    ),
    'x-request-id': sometimes(2, headerText),
    'if-none-match': sometimes(2, fc.oneof(headerText, fc.constant('*'))),
    cookie: sometimes(
      2,
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/).map((id) => `foyer_session=${id}`),
        headerText,
      ),
    ),
    authorization: sometimes(
      2,
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/).map((id) => `Bearer ${id}`),
        headerText,
      ),
    ),
    'access-control-request-headers': sometimes(1, headerText),
  })

/** One generated request: mostly a route's own method and shape, sometimes another method or path. */
export function hostileRequest(
  context: HostileContext,
  shapes: RouteShape[] = routeShapes(context),
): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      shape: fc.constantFrom(...shapes),
      otherMethod: sometimes(1, fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE')),
      project: projectQuery(context),
      headers: headersOf(context),
      seed: fc.nat(),
    })
    .chain(({ shape, otherMethod, project, headers, seed }) =>
      fc
        .tuple(
          shape.path,
          shape.query ?? extraQuery(pair('chainId', urlPart(networkLike(context)))),
          shape.body ?? anyBody,
          shape.authorization ?? fc.constant(undefined),
        )
        .map(([path, extra, body, authorization]): HostileRequest => {
          const method = otherMethod ?? shape.method
          const query = shape.ownsQuery ? extra : [project, extra].filter(Boolean).join('&')
          return {
            route: shape.route,
            method,
            target: `${path}?${seed % 17 === 0 ? query.replaceAll('&', '&&') : query}`,
            headers: Object.fromEntries(
              Object.entries({ ...headers, ...(authorization === undefined ? {} : { authorization }) }).filter(
                ([, value]) => value !== undefined,
              ),
            ) as Record<string, string>,
            ...(method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? {} : { body }),
          }
        }),
    )
}

/** Requests a real client makes, whose answers must be the same before and after any amount of hostile input. */
export function normalRequests(context: HostileContext): { method: string; target: string; body?: string }[] {
  const sdk = `projectId=${context.projectId}&st=foyer-react&sv=0.1.0`
  const [account] = context.accounts
  const chain = context.chainIds[0]
  const [solanaAccount] = context.solanaAccounts
  const [solanaNetwork] = context.solanaNetworks
  return [
    { method: 'GET', target: `/appkit/v1/config?${sdk}` },
    { method: 'GET', target: `/appkit/v1/project-limits?${sdk}` },
    { method: 'GET', target: `/projects/v1/origins?${sdk}` },
    { method: 'GET', target: `/getAnalyticsConfig?${sdk}` },
    { method: 'GET', target: `/getWallets?page=1&entries=8&${sdk}` },
    { method: 'GET', target: `/getWallets?search=wallet&entries=100&${sdk}` },
    { method: 'GET', target: `/getWalletImage/metamask?${sdk}` },
    { method: 'GET', target: `/public/getTokenImage/ETH?${sdk}` },
    { method: 'GET', target: `/v1/supported-chains?${sdk}` },
    { method: 'GET', target: `/v1/account/${account}/balance?chainId=eip155:${chain}&${sdk}` },
    { method: 'GET', target: `/v1/account/${account}/balance?${sdk}` },
    { method: 'GET', target: `/v1/account/${account}/history?chainId=eip155:${chain}&${sdk}` },
    { method: 'GET', target: `/v1/account/${solanaAccount}/balance?chainId=${solanaNetwork}&${sdk}` },
    { method: 'GET', target: `/v1/account/${solanaAccount}/balance?${sdk}` },
    { method: 'GET', target: `/v1/account/${solanaAccount}/history?chainId=${solanaNetwork}&${sdk}` },
    { method: 'GET', target: `/v1/identity/${account}?${sdk}` },
    { method: 'GET', target: `/v1/profile/reverse/${account}?${sdk}` },
    {
      method: 'POST',
      target: `/v1/fungible/price?${sdk}`,
      body: JSON.stringify({
        currency: 'usd',
        addresses: [`eip155:${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`],
      }),
    },
    {
      method: 'POST',
      target: `/v1?chainId=${chain}&projectId=${context.projectId}`,
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [account, 'latest'] },
      ]),
    },
    {
      // Answers that do not move with the slot, so they compare equal before and after.
      method: 'POST',
      target: `/v1?chainId=${solanaNetwork}&projectId=${context.projectId}`,
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
        { jsonrpc: '2.0', id: 2, method: 'getMinimumBalanceForRentExemption', params: [165] },
      ]),
    },
  ]
}
