import { type SiwxMessageData, splitSiwxDomain } from '@foyer/protocol'
import { isOriginAllowed } from '../http/originPolicy.ts'
import { domainMatchesOrigin } from './siwxDomain.ts'
import { type SiwxFailure, siwxFailure } from './siwxFailure.ts'

// Foyer's own rules for a sign-in message, apart from the grammar (EIP-4361 / CAIP-122, in @foyer/protocol):
// which sites a message may be for, and how far its clock may run ahead. Each has its code and its reason in
// docs/api-sessions.md "Foyer's sign-in policy".

/** How far ahead of the server's clock Issued At may be: the page stamps it with the visitor's device clock. */
export const ISSUED_AT_SKEW_MS = 5 * 60_000

export interface SitePolicyContext {
  /** The project's allowed origins: the sites a message may be for. */
  allowedOrigins: readonly string[]
  /** The request's Origin header, when a browser sent one. */
  requestOrigin?: string | undefined
}

/** The origin `uri` names when it is a web address (http or https), else undefined. */
function webOriginOf(uri: string): string | undefined {
  try {
    const url = new URL(uri)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The site rules, in order: no credentials in the domain; the domain is one of the project's allowed origins
 * and, when a browser says which page asks, that page; the URI is on the domain's site or on another of the
 * project's allowed origins. The first broken rule is the answer.
 */
export function siteFailure(message: SiwxMessageData, context: SitePolicyContext) {
  const domain = splitSiwxDomain(message.domain)
  if (domain?.userinfo !== undefined) {
    return siwxFailure(
      400,
      'DOMAIN_HAS_CREDENTIALS',
      `The message's domain ${message.domain} carries a user name or password: a sign-in message names its site alone`,
    )
  }
  const domainMismatch = siwxFailure(400, 'DOMAIN_MISMATCH', `The message is for ${message.domain}, not this site`)
  if (!context.allowedOrigins.some((origin) => domainMatchesOrigin(message.domain, origin))) return domainMismatch
  if (context.requestOrigin !== undefined && !domainMatchesOrigin(message.domain, context.requestOrigin)) {
    return domainMismatch
  }
  const uriOrigin = webOriginOf(message.uri)
  const onSite =
    uriOrigin !== undefined &&
    (domainMatchesOrigin(message.domain, uriOrigin) || isOriginAllowed(uriOrigin, context.allowedOrigins))
  if (!onSite) {
    return siwxFailure(
      400,
      'URI_MISMATCH',
      `The message URI ${message.uri} is not on ${domain?.authority.toLowerCase() ?? message.domain} or another of this project's allowed origins`,
    )
  }
  return undefined
}

/** The clock-skew rule: Issued At at most ISSUED_AT_SKEW_MS ahead of `now` (both ms since 1970). */
export function issuedAtFailure(issuedAt: number, now: number): { ok: false; failure: SiwxFailure } | undefined {
  if (issuedAt <= now + ISSUED_AT_SKEW_MS) return undefined
  return siwxFailure(
    400,
    'MESSAGE_ISSUED_IN_FUTURE',
    `This sign-in message is dated more than ${ISSUED_AT_SKEW_MS / 60_000} minutes ahead of the server's clock. Check the device's clock`,
  )
}
