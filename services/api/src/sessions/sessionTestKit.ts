import { formatSiwxMessage, type SiwxMessageData } from '@foyer/protocol'
import type { Hono } from 'hono'
import type { Hex } from 'viem'
import type { ApiEnv } from '../apiEnv.ts'
import { TEST_ORIGIN } from '../testing/platformTestApp.ts'

// Test-only helpers for the sign-in suites: build a message for the test project's site, sign it, post it.

export interface Answer {
  status: number
  body: Record<string, unknown>
  headers: Headers
}

export function sessionTestClient(app: Hono<ApiEnv>, query: (path: string) => string) {
  const send = async (
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; base?: string } = {},
  ): Promise<Answer> => {
    const response = await app.request(`${options.base ?? ''}${query(path)}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      headers: response.headers,
    }
  }

  const newNonce = async (origin = TEST_ORIGIN): Promise<string> => {
    const answer = await send('POST', '/v1/sessions/nonces', { headers: { origin } })
    if (answer.status !== 201) throw new Error(`nonce: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body.nonce as string
  }

  return { send, newNonce }
}

/** The fields of a message for the test project's site (TEST_ORIGIN) on the devnet, issued at `now`. */
export function dataFor(
  accountAddress: string,
  nonce: string,
  now: number,
  overrides: Partial<SiwxMessageData> = {},
): SiwxMessageData {
  return {
    accountAddress,
    chainId: 'eip155:31337',
    domain: new URL(TEST_ORIGIN).host,
    uri: `${TEST_ORIGIN}/`,
    version: '1',
    nonce,
    issuedAt: new Date(now).toISOString(),
    statement: 'Sign in to Test project',
    ...overrides,
  }
}

/** A message for the test project's site (TEST_ORIGIN) on the devnet, issued at `now`. */
export function messageFor(
  accountAddress: string,
  nonce: string,
  now: number,
  overrides: Partial<SiwxMessageData> = {},
): { data: SiwxMessageData; message: string } {
  const data = dataFor(accountAddress, nonce, now, overrides)
  return { data, message: formatSiwxMessage(data) }
}

/** The signature with one byte of r changed: still well-formed, no longer the signer's. */
export function flipByte(signature: Hex): Hex {
  const at = 10
  const byte = Number.parseInt(signature.slice(at, at + 2), 16) ^ 0xff
  return `${signature.slice(0, at)}${byte.toString(16).padStart(2, '0')}${signature.slice(at + 2)}` as Hex
}

/**
 * The EIP-4361 layout of `data` with no check at all, for tests that must sign and post what
 * formatSiwxMessage refuses to write (version 3, 31 February, a URI with a space).
 */
export function writeUnchecked(data: SiwxMessageData, accountName = 'Ethereum'): string {
  const lines = [`${data.domain} wants you to sign in with your ${accountName} account:`, data.accountAddress, '']
  if (data.statement !== undefined) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId.slice(data.chainId.indexOf(':') + 1)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
