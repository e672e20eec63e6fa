import fc from 'fast-check'
import { embeddedBodies } from './hostileEmbeddedBodies.ts'
import { anyText, type HostileContext, headerText, urlPart } from './hostileValues.ts'
import type { RouteShape } from './routeShape.ts'

/** The embedded wallet's 16 routes; session calls mostly carry a live token when the context has one. */
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
  ]
}
