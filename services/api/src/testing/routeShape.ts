import type fc from 'fast-check'

/** One route of the API as the hostile generators see it: its method and what its parts are generated from. */
export interface RouteShape {
  route: string
  method: 'GET' | 'POST'
  /** The RPC proxy's URL carries chainId and projectId only (SPEC §7): its query names the project itself. */
  ownsQuery?: boolean
  path: fc.Arbitrary<string>
  query?: fc.Arbitrary<string>
  body?: fc.Arbitrary<string>
  /** The embedded wallet's session calls: mostly a live bearer token, in place of the generated header. */
  authorization?: fc.Arbitrary<string>
}
