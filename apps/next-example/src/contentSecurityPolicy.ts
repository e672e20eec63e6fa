/**
 * The page's Content-Security-Policy for one response. Scripts run only with this response's nonce: Next puts it
 * on its own scripts, and 'strict-dynamic' lets those load the chunks they import (Foyer's modal, the wiring, the
 * adapters) without naming each one. No 'unsafe-inline' and no 'unsafe-eval' anywhere; everything else comes from
 * the page's own origin, which forwards the Foyer API and the RPC (src/app/api, src/app/rpc).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** A fresh nonce: 16 random bytes in base64, as CSP asks (at least 128 bits, unguessable, one per response). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
