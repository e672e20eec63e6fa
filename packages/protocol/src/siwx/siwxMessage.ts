// CAIP-122 sign-in messages (SPEC §3 "Sign-in message"): EIP-4361 text for eip155 and the same layout for
// solana, bip122 and polkadot, built and parsed back. Pure string code: the browser bundle imports it without zod.
// It follows the EIP-4361 ABNF exactly — `formatSiwxMessage(parseSiwxMessage(m)) === m` for every message it
// reads — and leaves what a server decides to accept (credentials, which sites, clock skew) to the server.

import { readRfc3339 } from './rfc3339.ts'
import { type Authority, isUri, isUriScheme, PCHAR, splitAuthority } from './rfc3986.ts'
import { addressProblem, CHAIN_REFERENCE, type SiwxAddressRules } from './siwxAddress.ts'

export type { Authority } from './rfc3986.ts'
export type { ChecksumAddress, SiwxAddressRules } from './siwxAddress.ts'

/** The fields of a sign-in message (SPEC §3). Times are RFC 3339 strings; chainId is CAIP-2 (`eip155:1`). */
export interface SiwxMessageData {
  accountAddress: string
  chainId: string
  /** EIP-4361 `[ scheme "://" ] domain`: the authority asking, optionally after its scheme. */
  domain: string
  uri: string
  version: string
  nonce: string
  issuedAt: string
  statement?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  resources?: readonly string[]
}

/** The account kind each namespace signs in with, as the message's first line names it. */
export const SIWX_ACCOUNT_NAMES = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
} as const
export type SiwxNamespace = keyof typeof SIWX_ACCOUNT_NAMES

export const SIWX_MESSAGE_VERSION = '1'

/** A field of the message, or `message` for its layout (lines, order, line ends). */
export type SiwxMessageField = keyof SiwxMessageData | 'message'

export class SiwxMessageError extends Error {
  override name = 'SiwxMessageError'

  constructor(
    /** The field at fault, so a caller can say which part of the message is wrong. */
    readonly field: SiwxMessageField,
    message: string,
  ) {
    super(message)
  }
}

const NAMESPACE_OF_ACCOUNT_NAME = new Map<string, SiwxNamespace>(
  Object.entries(SIWX_ACCOUNT_NAMES).map(([namespace, name]) => [name, namespace as SiwxNamespace]),
)

const NONCE = /^[A-Za-z0-9]{8,}$/
/** `*( reserved / unreserved / " " )`: printable ASCII but `"`, `%`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`. */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/
const REQUEST_ID = new RegExp(`^${PCHAR}*$`)
const CAIP2_NAMESPACE = /^([-a-z0-9]{3,8}):/
const SCHEME_PREFIX = /^([^:/?#@\s]*):\/\//

/** Field lines in the order EIP-4361 fixes, the first five required. */
const FIELD_LINES = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const satisfies readonly (readonly [string, keyof SiwxMessageData])[]
const REQUIRED_FIELD_LINES = 5
const HEADER_MIDDLE = ' wants you to sign in with your '
const HEADER_END = ' account:'

/** A message's domain in parts: the optional scheme, and the authority whole and split (RFC 3986 §3.2). */
export interface SiwxMessageDomain extends Authority {
  scheme?: string
  authority: string
}

/** `[ scheme "://" ] authority`, split; undefined when it is not that (an authority needs a host, see below). */
export function splitSiwxDomain(domain: string): SiwxMessageDomain | undefined {
  const prefix = SCHEME_PREFIX.exec(domain)
  const scheme = prefix?.[1]
  if (scheme !== undefined && !isUriScheme(scheme)) return undefined
  const authority = prefix ? domain.slice(prefix[0].length) : domain
  // RFC 3986 lets a host be empty; EIP-4361 calls the domain "the domain that is requesting the signing", and
  // a message from no host at all names nobody, so Foyer's grammar asks for one.
  const parts = splitAuthority(authority)
  if (!parts || parts.host === '') return undefined
  return { ...(scheme !== undefined ? { scheme } : {}), authority, ...parts }
}

/** The namespace a sign-in message's network belongs to. */
export function siwxNamespaceOf(chainId: string): SiwxNamespace {
  const namespace = CAIP2_NAMESPACE.exec(chainId)?.[1]
  if (!namespace || !Object.hasOwn(SIWX_ACCOUNT_NAMES, namespace)) {
    fail('chainId', `Sign-in is not defined for the network ${shortened(chainId)}`)
  }
  return namespace as SiwxNamespace
}

/** The instants (ms since 1970 UTC) a message's times name. */
export interface SiwxMessageTimes {
  issuedAt: number
  expirationTime?: number
  notBefore?: number
}

/**
 * The instants of a message's times, for comparing them with a clock; never Date.parse, which rolls 31 February
 * over to March and reads 25:00 as nothing. Throws SiwxMessageError naming a time that names no instant.
 */
export function siwxTimesOf(
  data: Pick<SiwxMessageData, 'issuedAt' | 'expirationTime' | 'notBefore'>,
): SiwxMessageTimes {
  const instant = (field: 'issuedAt' | 'expirationTime' | 'notBefore', value: string) =>
    readRfc3339(value) ?? fail(field, `${field} must be an RFC 3339 date-time that exists`)
  return {
    issuedAt: instant('issuedAt', data.issuedAt),
    ...(data.expirationTime !== undefined ? { expirationTime: instant('expirationTime', data.expirationTime) } : {}),
    ...(data.notBefore !== undefined ? { notBefore: instant('notBefore', data.notBefore) } : {}),
  }
}

/** Options of the parser and formatter: the address rules that need a hash this package does not carry. */
export type SiwxGrammarOptions = SiwxAddressRules

function fail(field: SiwxMessageField, message: string): never {
  throw new SiwxMessageError(field, message)
}

/** Text named in an error, cut short, so a megabyte of garbage does not come back in the answer. */
function shortened(text: string): string {
  return text.length > 48 ? `${text.slice(0, 48)}…` : text
}

function quoted(text: string): string {
  return JSON.stringify(shortened(text))
}

/** Refuses data no message may carry; the first field at fault is named in the error. */
export function validateSiwxMessage(data: SiwxMessageData, options: SiwxGrammarOptions = {}): void {
  for (const field of ['chainId', 'domain', 'accountAddress', 'uri', 'version', 'nonce', 'issuedAt'] as const) {
    if (typeof data[field] !== 'string' || data[field] === '') fail(field, `${field} is required`)
  }
  const namespace = siwxNamespaceOf(data.chainId)
  const reference = data.chainId.slice(namespace.length + 1)
  if (!CHAIN_REFERENCE[namespace]?.test(reference)) {
    fail('chainId', `chainId ${quoted(data.chainId)} is not a ${SIWX_ACCOUNT_NAMES[namespace]} network id`)
  }
  if (!splitSiwxDomain(data.domain)) {
    fail('domain', 'domain must be an RFC 3986 authority (host and optional port), optionally after a scheme')
  }
  const addressFault = addressProblem(namespace, data.accountAddress, options)
  if (addressFault) fail('accountAddress', `accountAddress ${addressFault}`)
  if (data.statement !== undefined && !STATEMENT.test(data.statement)) {
    fail('statement', 'statement may hold only letters, digits, spaces and RFC 3986 punctuation, on one line')
  }
  if (!isUri(data.uri)) fail('uri', 'uri must be an RFC 3986 URI')
  if (data.version !== SIWX_MESSAGE_VERSION) fail('version', `version must be ${SIWX_MESSAGE_VERSION}`)
  if (!NONCE.test(data.nonce)) fail('nonce', 'nonce must be at least 8 letters or digits')
  siwxTimesOf(data)
  if (data.requestId !== undefined && !REQUEST_ID.test(data.requestId)) {
    fail('requestId', 'requestId may hold only RFC 3986 path characters')
  }
  data.resources?.forEach((resource, index) => {
    if (!isUri(resource)) fail('resources', `resources[${index}] must be an RFC 3986 URI`)
  })
}

/** The text the wallet signs. For eip155 it is EIP-4361; other namespaces use CAIP-122's same layout. */
export function formatSiwxMessage(data: SiwxMessageData, options: SiwxGrammarOptions = {}): string {
  validateSiwxMessage(data, options)
  const namespace = siwxNamespaceOf(data.chainId)
  const lines = [`${data.domain}${HEADER_MIDDLE}${SIWX_ACCOUNT_NAMES[namespace]}${HEADER_END}`, data.accountAddress, '']
  // address LF LF [ statement LF ] LF "URI: …": no statement leaves two blank lines, an empty one three.
  if (data.statement !== undefined) lines.push(data.statement)
  lines.push('')
  const values: FieldLineValues = { ...data, chainId: data.chainId.slice(namespace.length + 1) }
  for (const [label, field] of FIELD_LINES) {
    const value = values[field]
    if (value !== undefined) lines.push(`${label}: ${value}`)
  }
  if (data.resources !== undefined) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

type FieldLineValues = Partial<Record<(typeof FIELD_LINES)[number][1], string>>

/** Why line `index` cannot stand where field line `expected` should: a field missing, twice or out of order. */
function misplaced(lines: readonly string[], index: number, expected: number, found: FieldLineValues): never {
  const [missing, missingField] = FIELD_LINES[expected] ?? []
  const required = expected < REQUIRED_FIELD_LINES && missing !== undefined && missingField !== undefined
  if (required && !lines.some((other) => other.startsWith(`${missing}:`))) fail(missingField, `${missing} is missing`)
  const line = lines[index]
  const [label, field] = FIELD_LINES.find(([name]) => line?.startsWith(`${name}:`)) ?? []
  if (line !== undefined && label !== undefined && field !== undefined) {
    if (!line.startsWith(`${label}: `)) fail(field, `${label} must be written "${label}: …"`)
    fail(field, found[field] === undefined ? `${label} is out of order` : `${label} appears twice`)
  }
  return fail('message', line === undefined ? 'The message ends early' : `Unexpected line ${quoted(line)}`)
}

/**
 * Reads a message back into its fields, refusing anything the EIP-4361 ABNF does not produce: fields out of
 * order or twice, a line end other than LF, a trailing space or line, a field its grammar refuses.
 */
export function parseSiwxMessage(text: string, options: SiwxGrammarOptions = {}): SiwxMessageData {
  // No production of the grammar holds a CR, so a CRLF message is refused as such rather than line by line.
  if (text.includes('\r')) fail('message', 'Lines must end with LF alone, not CRLF')
  const lines = text.split('\n')
  const header = lines[0] ?? ''
  const middle = header.indexOf(HEADER_MIDDLE)
  if (middle < 0 || !header.endsWith(HEADER_END)) {
    fail('message', 'The message does not start with a sign-in line')
  }
  const domain = header.slice(0, middle)
  const accountName = header.slice(middle + HEADER_MIDDLE.length, header.length - HEADER_END.length)
  const namespace = NAMESPACE_OF_ACCOUNT_NAME.get(accountName)
  if (!namespace) fail('chainId', `Unknown account kind: ${quoted(accountName)}`)
  const accountAddress = lines[1] ?? ''
  if (lines[2] !== '') fail('message', 'A blank line must follow the account')

  // address LF LF [ statement LF ] LF: a statement line, an empty statement, or none.
  let index = 4
  let statement: string | undefined
  if (lines[3] !== '') {
    statement = lines[3]
    if (statement?.startsWith('URI: ') && lines[4] !== '') {
      fail('message', 'Without a statement, two blank lines must come before "URI: "')
    }
    if (lines[4] !== '') fail('message', 'A blank line must follow the statement')
    index = 5
  } else if (lines[4] === '') {
    statement = ''
    index = 5
  }

  const found: FieldLineValues = {}
  let expected = 0
  for (; index < lines.length && lines[index] !== 'Resources:'; index += 1) {
    const line = lines[index] ?? ''
    // Optional fields may be skipped; a required one may not.
    while (expected < FIELD_LINES.length && !line.startsWith(`${FIELD_LINES[expected]?.[0]}: `)) {
      if (expected < REQUIRED_FIELD_LINES) misplaced(lines, index, expected, found)
      expected += 1
    }
    const [label, field] = FIELD_LINES[expected] ?? misplaced(lines, index, expected, found)
    found[field] = line.slice(label.length + 2)
    expected += 1
  }
  if (expected < REQUIRED_FIELD_LINES) misplaced(lines, index, expected, found)

  let resources: string[] | undefined
  if (index < lines.length) {
    resources = lines.slice(index + 1).map((line) => {
      if (!line.startsWith('- ')) fail('resources', `Each resource must be a "- " line, not ${quoted(line)}`)
      return line.slice(2)
    })
  }

  const data: SiwxMessageData = {
    accountAddress,
    chainId: `${namespace}:${found.chainId}`,
    domain,
    uri: found.uri ?? '',
    version: found.version ?? '',
    nonce: found.nonce ?? '',
    issuedAt: found.issuedAt ?? '',
    ...(statement !== undefined ? { statement } : {}),
    ...(found.expirationTime !== undefined ? { expirationTime: found.expirationTime } : {}),
    ...(found.notBefore !== undefined ? { notBefore: found.notBefore } : {}),
    ...(found.requestId !== undefined ? { requestId: found.requestId } : {}),
    ...(resources !== undefined ? { resources } : {}),
  }
  validateSiwxMessage(data, options)
  return data
}
