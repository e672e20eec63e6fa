// CAIP-122 sign-in messages (SPEC §3 "Sign-in message"): EIP-4361 text for eip155 and the same layout for
// solana, bip122 and polkadot, built and parsed back. Pure string code: the browser bundle imports it without zod.

/** The fields of a sign-in message (SPEC §3). Times are RFC 3339 strings; chainId is CAIP-2 (`eip155:1`). */
export interface SiwxMessageData {
  accountAddress: string
  chainId: string
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

export class SiwxMessageError extends Error {
  override name = 'SiwxMessageError'
}

const NAMESPACE_OF_ACCOUNT_NAME = new Map<string, SiwxNamespace>(
  Object.entries(SIWX_ACCOUNT_NAMES).map(([namespace, name]) => [name, namespace as SiwxNamespace]),
)

// EIP-4361 ABNF, simplified to what a line-based reader needs: a nonce is at least 8 alphanumerics, times are
// RFC 3339 date-times, the domain is an RFC 3986 authority with an optional scheme.
const NONCE = /^[A-Za-z0-9]{8,}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const DOMAIN = /^([a-z][a-z0-9+.-]*:\/\/)?[^\s/?#@]+$/i
const CHAIN_ID = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

function namespaceOf(chainId: string): SiwxNamespace {
  const match = CHAIN_ID.exec(chainId)
  const namespace = match?.[1]
  if (!namespace || !(namespace in SIWX_ACCOUNT_NAMES)) {
    throw new SiwxMessageError(`Sign-in is not defined for the network ${chainId}`)
  }
  return namespace as SiwxNamespace
}

function referenceOf(chainId: string): string {
  return chainId.slice(chainId.indexOf(':') + 1)
}

/** Refuses a message no wallet should be asked to sign: a missing field, a line break inside one, a bad time. */
export function validateSiwxMessage(data: SiwxMessageData): void {
  namespaceOf(data.chainId)
  const single = (name: string, value: string | undefined) => {
    if (value !== undefined && /[\r\n]/.test(value)) throw new SiwxMessageError(`${name} must be a single line`)
  }
  for (const [name, value] of Object.entries({
    accountAddress: data.accountAddress,
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
  })) {
    if (!value) throw new SiwxMessageError(`${name} is required`)
    single(name, value)
  }
  single('statement', data.statement)
  if (data.statement?.startsWith('URI: ')) throw new SiwxMessageError('statement must not start with "URI: "')
  single('requestId', data.requestId)
  for (const resource of data.resources ?? []) single('resource', resource)
  if (!DOMAIN.test(data.domain)) throw new SiwxMessageError('domain must be a host, optionally with a scheme')
  if (!NONCE.test(data.nonce)) throw new SiwxMessageError('nonce must be at least 8 letters or digits')
  for (const [name, value] of [
    ['issuedAt', data.issuedAt],
    ['expirationTime', data.expirationTime],
    ['notBefore', data.notBefore],
  ] as const) {
    if (value !== undefined && !DATE_TIME.test(value)) throw new SiwxMessageError(`${name} must be an RFC 3339 time`)
  }
}

/** The text the wallet signs. For eip155 it is EIP-4361; other namespaces use CAIP-122's same layout. */
export function formatSiwxMessage(data: SiwxMessageData): string {
  validateSiwxMessage(data)
  const accountName = SIWX_ACCOUNT_NAMES[namespaceOf(data.chainId)]
  const lines = [`${data.domain} wants you to sign in with your ${accountName} account:`, data.accountAddress, '']
  // EIP-4361: address LF LF [statement LF] LF "URI: …" — so no statement leaves two blank lines.
  if (data.statement) lines.push(data.statement)
  lines.push('')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${referenceOf(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}

const HEADER = /^(.+) wants you to sign in with your (\w+) account:$/
const FIELDS = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainReference',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const
const FIELD_ORDER = Object.keys(FIELDS)

/**
 * Reads a message back into its fields. Strict about order and layout (the fields must come in EIP-4361 order,
 * each once), so two different texts never read as the same message.
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header) throw new SiwxMessageError('The message does not start with a sign-in line')
  const [, domain = '', accountName = ''] = header
  const namespace = NAMESPACE_OF_ACCOUNT_NAME.get(accountName)
  if (!namespace) throw new SiwxMessageError(`Unknown account kind: ${accountName}`)
  const accountAddress = lines[1] ?? ''
  if (!accountAddress) throw new SiwxMessageError('The message names no account')
  if (lines[2] !== '') throw new SiwxMessageError('A blank line must follow the account')

  let index = 3
  let statement: string | undefined
  // EIP-4361 writes "address\n\nstatement\n\nURI"; without a statement, "address\n\nURI" or "address\n\n\nURI".
  if (lines[index] === '') index += 1
  else if (!lines[index]?.startsWith('URI: ')) {
    statement = lines[index]
    if (lines[index + 1] !== '') throw new SiwxMessageError('A blank line must follow the statement')
    index += 2
  }

  const found: Partial<Record<(typeof FIELDS)[keyof typeof FIELDS], string>> = {}
  let lastOrder = -1
  let resources: string[] | undefined
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    if (line === 'Resources:') {
      resources = []
      for (index += 1; index < lines.length; index += 1) {
        const resource = /^- (.+)$/.exec(lines[index] ?? '')
        if (!resource?.[1]) throw new SiwxMessageError('Each resource must be a "- " line')
        resources.push(resource[1])
      }
      break
    }
    const separator = line.indexOf(': ')
    const label = separator > 0 ? line.slice(0, separator) : ''
    const order = FIELD_ORDER.indexOf(label)
    if (order <= lastOrder) throw new SiwxMessageError(`Unexpected line: ${line}`)
    lastOrder = order
    found[FIELDS[label as keyof typeof FIELDS]] = line.slice(separator + 2)
  }

  const { uri, version, chainReference, nonce, issuedAt } = found
  if (!uri || !version || !chainReference || !nonce || !issuedAt) {
    throw new SiwxMessageError('URI, Version, Chain ID, Nonce and Issued At are required')
  }
  const data: SiwxMessageData = {
    accountAddress,
    chainId: `${namespace}:${chainReference}`,
    domain,
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement !== undefined ? { statement } : {}),
    ...(found.expirationTime !== undefined ? { expirationTime: found.expirationTime } : {}),
    ...(found.notBefore !== undefined ? { notBefore: found.notBefore } : {}),
    ...(found.requestId !== undefined ? { requestId: found.requestId } : {}),
    ...(resources !== undefined ? { resources } : {}),
  }
  validateSiwxMessage(data)
  return data
}

/** The namespace a sign-in message's network belongs to. */
export function siwxNamespaceOf(chainId: string): SiwxNamespace {
  return namespaceOf(chainId)
}
