import fc from 'fast-check'
import { embeddedBodies } from './hostileEmbeddedBodies.ts'
import { anyText, type HostileContext, headerText, urlPart } from './hostileValues.ts'
import type { RouteShape } from './routeShape.ts'

const ENTRY_POINT_07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const hex = (maxBytes: number) =>
  fc.uint8Array({ maxLength: maxBytes }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const quantity = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 80n }).map((value) => `0x${value.toString(16)}`),
  anyText(12),
)

/** What a bundler is sent: the 4337 methods (and some it must refuse) with user operations near and far from valid. */
function bundlerBody(context: HostileContext): fc.Arbitrary<string> {
  const userOperation = fc.record(
    {
      sender: fc.oneof(fc.constantFrom(...context.accounts), anyText(42)),
      nonce: quantity,
      factory: fc.constantFrom(...context.accounts),
      factoryData: hex(80),
      callData: hex(200),
      callGasLimit: quantity,
      verificationGasLimit: quantity,
      preVerificationGas: quantity,
      maxFeePerGas: quantity,
      maxPriorityFeePerGas: quantity,
      signature: hex(90),
      initCode: hex(8),
    },
    { requiredKeys: [] },
  )
  const params = fc.oneof(
    fc.constant([]),
    fc.tuple(
      userOperation,
      fc.oneof({ weight: 4, arbitrary: fc.constant(ENTRY_POINT_07) }, { weight: 1, arbitrary: anyText(42) }),
    ),
    fc.tuple(fc.oneof(hex(32), anyText(66))),
    fc.json({ maxDepth: 3 }).map((json) => JSON.parse(json) as unknown),
  )
  const call = fc.record({
    jsonrpc: fc.constant('2.0'),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 })),
    method: fc.constantFrom(
      'eth_sendUserOperation',
      'eth_estimateUserOperationGas',
      'eth_getUserOperationReceipt',
      'eth_getUserOperationByHash',
      'eth_supportedEntryPoints',
      'eth_chainId',
      'pimlico_getUserOperationGasPrice',
      'debug_bundler_clearState',
      'pimlico_sendUserOperationNow',
    ),
    params,
  })
  return fc.oneof(
    { weight: 6, arbitrary: call.map((each) => JSON.stringify(each)) },
    { weight: 2, arbitrary: fc.array(call, { minLength: 1, maxLength: 12 }).map((calls) => JSON.stringify(calls)) },
    { weight: 1, arbitrary: fc.oneof(fc.json({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 100 })) },
  )
}

/** The embedded wallet's 20 routes; session calls mostly carry a live token when the context has one. */
export function embeddedShapes(context: HostileContext): RouteShape[] {
  const bodies = embeddedBodies
  const bearer = context.embeddedTokens?.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...context.embeddedTokens).map((token) => `Bearer ${token}`) },
        { weight: 1, arbitrary: headerText },
      )
    : undefined
  const withSession = bearer ? { authorization: bearer } : {}
  const token = urlPart(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), anyText(60)))
  const post = (route: string, body: fc.Arbitrary<string>, session = false): RouteShape => ({
    route: `POST ${route}`,
    method: 'POST',
    path: fc.constant(route),
    body,
    ...(session ? withSession : {}),
  })
  return [
    post('/v1/embedded/email/otp', bodies.emailOtp),
    post('/v1/embedded/email/otp/verify', bodies.verify),
    post('/v1/embedded/device/wait', bodies.deviceWait),
    {
      route: 'GET /v1/embedded/device/approve',
      method: 'GET',
      path: fc.constant('/v1/embedded/device/approve'),
      query: token.map((value) => `token=${value}`),
    },
    {
      route: 'POST /v1/embedded/device/approve',
      method: 'POST',
      path: fc.constant('/v1/embedded/device/approve'),
      query: token.map((value) => `token=${value}`),
    },
    { route: 'GET /v1/embedded/session', method: 'GET', path: fc.constant('/v1/embedded/session'), ...withSession },
    post('/v1/embedded/wallet', bodies.wallet, true),
    post('/v1/embedded/wallet/auth-share', bodies.authShare, true),
    post('/v1/embedded/email/update', bodies.emailUpdate, true),
    post('/v1/embedded/email/update/primary', bodies.otp, true),
    post('/v1/embedded/email/update/secondary', bodies.otp, true),
    post('/v1/embedded/sign-out', fc.constant(''), true),
    {
      route: 'GET /v1/embedded/social/providers',
      method: 'GET',
      path: fc.constant('/v1/embedded/social/providers'),
    },
    post('/v1/embedded/social/start', bodies.socialStart),
    post('/v1/embedded/social/callback', bodies.socialCallback),
    post('/v1/embedded/social/redeem', bodies.socialRedeem),
    post('/v1/embedded/farcaster/channel', bodies.farcasterChannel),
    post('/v1/embedded/farcaster/wait', bodies.farcasterWait),
    {
      route: 'GET /v1/embedded/smart-accounts',
      method: 'GET',
      path: fc.constant('/v1/embedded/smart-accounts'),
    },
    {
      route: 'POST /v1/embedded/bundler',
      method: 'POST',
      path: fc.constant('/v1/embedded/bundler'),
      query: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...context.chainIds).map((id) => `chainId=${id}`) },
        { weight: 1, arbitrary: urlPart(anyText(20)).map((text) => `chainId=${text}`) },
      ),
      body: bundlerBody(context),
    },
  ]
}
