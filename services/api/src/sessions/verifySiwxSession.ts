import {
  parseSiwxMessage,
  type SiwxMessageData,
  SiwxMessageError,
  type SiwxMessageTimes,
  siwxTimesOf,
} from '@foyer/protocol'
import { type Address, checksumAddress } from 'viem'
import { type SignatureVerifier, UpstreamUnavailableError } from './signatureVerifier.ts'
import { isSignatureWellFormed, sessionAddress } from './siwxAccount.ts'
import { siwxFailure as fail, type SiwxFailure } from './siwxFailure.ts'
import { issuedAtFailure, siteFailure } from './siwxPolicy.ts'

export type { SiwxFailure } from './siwxFailure.ts'

/** What the store knows of a nonce, for this project. */
export type NonceState = 'fresh' | 'unknown' | 'used' | 'expired'

export interface SiwxSessionInput {
  data: SiwxMessageData
  message: string
  signature: string
}

export interface SiwxCheckContext {
  now: number
  /** The project's allowed origins: the sites a message may be for. */
  allowedOrigins: readonly string[]
  /** The request's Origin header, when a browser sent one. */
  requestOrigin?: string | undefined
  nonceState(nonce: string): Promise<NonceState>
  /** The verifier of a network the API serves (CAIP-2), undefined for any other. */
  verifierFor(chainId: string): SignatureVerifier | undefined
}

export type SiwxVerdict =
  | {
      ok: true
      data: SiwxMessageData
      /** CAIP-10: an EVM address checksummed, a Solana address as signed. */
      account: string
      /** The message's expiration time, if it names one (ms). */
      expiresAt?: number
    }
  | { ok: false; failure: SiwxFailure }

const FIELDS: readonly (keyof SiwxMessageData)[] = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'issuedAt',
  'statement',
  'notBefore',
  'expirationTime',
  'requestId',
  'resources',
]

/** The first field in which the parsed text and the data the client sent differ. */
function differingField(parsed: SiwxMessageData, data: SiwxMessageData): string | undefined {
  return FIELDS.find((field) => JSON.stringify(parsed[field]) !== JSON.stringify(data[field]))
}

/**
 * SPEC §4 sign-in: the checks a signed message must pass before it becomes a session, in order, answering the
 * first that fails. It reads the nonce but does not use it: the caller marks it used, atomically, when storing.
 */
export async function verifySiwxSession(input: SiwxSessionInput, context: SiwxCheckContext): Promise<SiwxVerdict> {
  let parsed: SiwxMessageData
  let times: SiwxMessageTimes
  try {
    parsed = parseSiwxMessage(input.message, { checksumAddress: (address) => checksumAddress(address as Address) })
    times = siwxTimesOf(parsed)
  } catch (error) {
    if (!(error instanceof SiwxMessageError)) throw error
    return fail(400, 'INVALID_MESSAGE', `The message is not a sign-in message: ${error.message}`)
  }
  const differing = differingField(parsed, input.data)
  if (differing) return fail(400, 'INVALID_MESSAGE', `The message text and its data differ in ${differing}`)

  const offSite = siteFailure(parsed, context)
  if (offSite) return offSite

  const nonce = await context.nonceState(parsed.nonce)
  if (nonce === 'unknown')
    return fail(400, 'NONCE_UNKNOWN', 'This sign-in message has a nonce this server did not issue')
  if (nonce === 'used') return fail(400, 'NONCE_USED', 'This sign-in message was already used')
  if (nonce === 'expired') return fail(400, 'NONCE_EXPIRED', 'The nonce of this sign-in message has expired')

  const { issuedAt, expirationTime: expiresAt, notBefore } = times
  if (expiresAt !== undefined && expiresAt <= context.now) {
    return fail(400, 'MESSAGE_EXPIRED', 'This sign-in message has expired')
  }
  if (notBefore !== undefined && notBefore > context.now) {
    return fail(400, 'MESSAGE_NOT_YET_VALID', 'This sign-in message is not valid yet')
  }
  const aheadOfClock = issuedAtFailure(issuedAt, context.now)
  if (aheadOfClock) return aheadOfClock

  const verifier = context.verifierFor(parsed.chainId)
  if (!verifier) return fail(400, 'UNSUPPORTED_CHAIN', `Sign-in on ${parsed.chainId} is not supported by this server`)
  // The grammar has checked the address for its namespace: EVM 0x, 40 hex digits, EIP-55; Solana 32 bytes.
  const address = sessionAddress(parsed.chainId, parsed.accountAddress)
  const invalidSignature = fail(401, 'INVALID_SIGNATURE', 'The signature does not match the message and account')
  if (!isSignatureWellFormed(parsed.chainId, input.signature)) return invalidSignature
  try {
    const valid = await verifier({ address, message: input.message, signature: input.signature })
    if (!valid) return invalidSignature
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error
    return fail(
      503,
      'UPSTREAM_UNAVAILABLE',
      `Could not check the signature on ${parsed.chainId}: its node did not answer`,
    )
  }
  return {
    ok: true,
    data: parsed,
    account: `${parsed.chainId}:${address}`,
    ...(expiresAt !== undefined ? { expiresAt } : {}),
  }
}
