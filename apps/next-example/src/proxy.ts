import { type NextRequest, NextResponse } from 'next/server'
import { contentSecurityPolicy, newNonce } from './contentSecurityPolicy.ts'

/**
 * Every page response carries a strict CSP with a nonce of its own. Next reads the policy from the request headers
 * set here and puts the nonce on the scripts it renders; the page reads `x-nonce` for anything it adds itself.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = newNonce()
  const policy = contentSecurityPolicy(nonce)
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // Pages only: the forwarded API and RPC answer JSON, and the static chunks are the same for every visitor.
  matcher: [
    {
      source: '/((?!api/|rpc/|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
