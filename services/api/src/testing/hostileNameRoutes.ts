import fc from 'fast-check'
import {
  anyBody,
  anyText,
  evmAddressLike,
  extraQuery,
  type HostileContext,
  hex,
  pair,
  urlPart,
} from './hostileValues.ts'
import type { RouteShape } from './routeShape.ts'

// The name service's calls (docs/names.md): lookups by name and by address, suggestions, and signed registrations
// whose bodies are mostly near what the route accepts, so they reach the zone, the timestamp and the signature checks.

/** `evmAccount`: the account path parameter the identity routes share (mostly EVM addresses). */
export function nameShapes(context: HostileContext, evmAccount: fc.Arbitrary<string>): RouteShape[] {
  return [
    {
      route: 'GET /v1/profile/account/:name',
      method: 'GET',
      path: urlPart(fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,20}(\.[a-z]{2,6}){0,2}$/), anyText(300))).map(
        (name) => `/v1/profile/account/${name}`,
      ),
    },
    {
      route: 'GET /v1/profile/reverse/:address',
      method: 'GET',
      path: evmAccount.map((who) => `/v1/profile/reverse/${who}`),
    },
    {
      route: 'GET /v1/profile/suggestions/:name',
      method: 'GET',
      path: urlPart(fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,20}(\.reown\.id)?$/), anyText(300))).map(
        (name) => `/v1/profile/suggestions/${name}`,
      ),
      query: extraQuery(pair('zone', urlPart(fc.constantFrom('reown.id', 'other.id', '', '..')))),
    },
    {
      route: 'POST /v1/profile/account',
      method: 'POST',
      path: fc.constant('/v1/profile/account'),
      body: fc.oneof(
        fc
          .record({
            coin_type: fc.constantFrom(60, 0x80000000 + 31337, 0x80000000 + 31338, 501, -1),
            address: evmAddressLike(context),
            name: fc.stringMatching(/^[a-z0-9-]{0,12}\.reown\.id$/),
            timestamp: fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }),
            signature: hex(0, 140).map((digits) => `0x${digits}`),
          })
          .map(({ name, timestamp, ...rest }) =>
            JSON.stringify({ ...rest, message: JSON.stringify({ name, timestamp }) }),
          ),
        anyBody,
      ),
    },
  ]
}
