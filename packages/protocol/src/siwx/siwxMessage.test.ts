import { checksumAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import {
  formatSiwxMessage,
  parseSiwxMessage,
  type SiwxMessageData,
  SiwxMessageError,
  siwxTimesOf,
  splitSiwxDomain,
} from './siwxMessage.ts'

const full: SiwxMessageData = {
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:31337',
  domain: 'localhost:4319',
  uri: 'http://localhost:4319/',
  version: '1',
  nonce: 'k8Zq3mW1pX9aT2bR',
  issuedAt: '2026-11-22T10:00:00.000Z',
  statement: 'Foyer Demo wants you to sign in.',
  expirationTime: '2026-11-29T10:00:00.000Z',
  notBefore: '2026-11-22T09:59:00.000Z',
  requestId: 'req-1',
  resources: ['https://example.com/terms', 'ipfs://bafybeigdyrzt'],
}
const text = formatSiwxMessage(full)
const eip55 = { checksumAddress: (address: string) => checksumAddress(address as `0x${string}`) }

/** The field a SiwxMessageError names, or 'accepted' when nothing was thrown. */
function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof SiwxMessageError) return error.field
    throw error
  }
  return 'accepted'
}

/** The message with one field line's value replaced, as someone editing the text by hand would. */
const withLine = (label: string, value: string) =>
  text.replace(new RegExp(`^${label}: .*$`, 'm'), () => `${label}: ${value}`)

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 text for eip155', () => {
    expect(text).toBe(
      [
        'localhost:4319 wants you to sign in with your Ethereum account:',
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        '',
        'Foyer Demo wants you to sign in.',
        '',
        'URI: http://localhost:4319/',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: k8Zq3mW1pX9aT2bR',
        'Issued At: 2026-11-22T10:00:00.000Z',
        'Expiration Time: 2026-11-29T10:00:00.000Z',
        'Not Before: 2026-11-22T09:59:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://example.com/terms',
        '- ipfs://bafybeigdyrzt',
      ].join('\n'),
    )
  })

  it('reads the same as viem’s EIP-4361 parser', () => {
    const parsed = parseSiweMessage(text)
    expect(parsed).toMatchObject({
      address: full.accountAddress,
      chainId: 31337,
      domain: 'localhost:4319',
      uri: full.uri,
      version: '1',
      nonce: full.nonce,
      statement: full.statement,
      requestId: 'req-1',
      resources: full.resources,
    })
    expect(parsed.issuedAt?.toISOString()).toBe(full.issuedAt)
    expect(parsed.expirationTime?.toISOString()).toBe(full.expirationTime)
  })

  it('leaves two blank lines when there is no statement, and three around an empty one (EIP-4361 ABNF)', () => {
    const { statement: _statement, ...bare } = full
    expect(formatSiwxMessage(bare)).toContain('0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n\n\nURI: ')
    expect(formatSiwxMessage({ ...bare, statement: '' })).toContain(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n\n\n\nURI: ',
    )
  })

  it('writes an empty Request ID and an empty Resources list, which the grammar allows', () => {
    const written = formatSiwxMessage({ ...full, requestId: '', resources: [] })
    expect(written.endsWith('\nRequest ID: \nResources:')).toBe(true)
  })

  it.each([
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana', 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'],
    ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  ])('writes the CAIP-122 form for %s', (chainId, accountName, accountAddress) => {
    const written = formatSiwxMessage({ ...full, chainId, accountAddress })
    expect(written.split('\n').slice(0, 2)).toEqual([
      `localhost:4319 wants you to sign in with your ${accountName} account:`,
      accountAddress,
    ])
    expect(written).toContain(`\nChain ID: ${chainId.slice(chainId.indexOf(':') + 1)}\n`)
    expect(parseSiwxMessage(written)).toEqual({ ...full, chainId, accountAddress })
  })

  it.each([
    [{ chainId: 'cosmos:cosmoshub-4' }, 'chainId', 'Sign-in is not defined for the network cosmos:cosmoshub-4'],
    [{ chainId: 'eip155:0x1' }, 'chainId', 'chainId "eip155:0x1" is not a Ethereum network id'],
    [{ nonce: 'short' }, 'nonce', 'nonce must be at least 8 letters or digits'],
    [{ nonce: 'k8Zq3mW1-pX9a' }, 'nonce', 'nonce must be at least 8 letters or digits'],
    [
      { statement: 'two\nlines' },
      'statement',
      'statement may hold only letters, digits, spaces and RFC 3986 punctuation, on one line',
    ],
    [{ statement: 'Say "hi"' }, 'statement', expect.stringContaining('statement may hold only')],
    [{ statement: 'Café' }, 'statement', expect.stringContaining('statement may hold only')],
    [{ issuedAt: 'yesterday' }, 'issuedAt', 'issuedAt must be an RFC 3339 date-time that exists'],
    [{ issuedAt: '2026-02-31T10:00:00Z' }, 'issuedAt', expect.stringContaining('RFC 3339')],
    [{ expirationTime: '2026-11-29T25:00:00Z' }, 'expirationTime', expect.stringContaining('RFC 3339')],
    [{ notBefore: '2026-11-22T09:60:00Z' }, 'notBefore', expect.stringContaining('RFC 3339')],
    [{ domain: 'evil.example/path' }, 'domain', expect.stringContaining('domain must be an RFC 3986 authority')],
    [{ domain: 'https://' }, 'domain', expect.stringContaining('domain must be an RFC 3986 authority')],
    [{ uri: '' }, 'uri', 'uri is required'],
    [{ uri: 'localhost:4319 /' }, 'uri', 'uri must be an RFC 3986 URI'],
    [{ resources: ['a - b'] }, 'resources', 'resources[0] must be an RFC 3986 URI'],
    [{ resources: ['https://example.com/terms', 'not a uri'] }, 'resources', 'resources[1] must be an RFC 3986 URI'],
    [{ version: '3' }, 'version', 'version must be 1'],
    [{ requestId: 'two words' }, 'requestId', 'requestId may hold only RFC 3986 path characters'],
    [{ accountAddress: '0x7099' }, 'accountAddress', 'accountAddress must be 0x and 40 hex digits'],
  ])('refuses %o', (change, field, message) => {
    expect(() => formatSiwxMessage({ ...full, ...change })).toThrow(expect.objectContaining({ field, message }))
  })

  it('refuses a wrong EIP-55 checksum when given the checksum function', () => {
    const wrong = { ...full, accountAddress: full.accountAddress.replace('C51812', 'c51812') }
    expect(refusal(() => formatSiwxMessage(wrong, eip55))).toBe('accountAddress')
  })
})

describe('parseSiwxMessage', () => {
  it('round-trips every field', () => {
    expect(parseSiwxMessage(text)).toEqual(full)
    expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
  })

  it('reads a domain with userinfo, which the grammar allows (refusing credentials is a server policy)', () => {
    const withUser = text.replace('localhost:4319 wants', 'alice@localhost:4319 wants')
    expect(parseSiwxMessage(withUser).domain).toBe('alice@localhost:4319')
  })

  it.each(['https://app.example', 'app.example:', '[::1]:3000', '192.0.2.1', 'xn--bcher-kva.example'])(
    'reads the domain %s',
    (domain) => {
      expect(parseSiwxMessage(text.replace('localhost:4319 wants', `${domain} wants`)).domain).toBe(domain)
    },
  )

  it('reads a leap second at the end of a half-year', () => {
    expect(parseSiwxMessage(withLine('Issued At', '2016-12-31T23:59:60Z')).issuedAt).toBe('2016-12-31T23:59:60Z')
  })

  it.each([
    ['version 3', withLine('Version', '3'), 'version'],
    ['version 1.0', withLine('Version', '1.0'), 'version'],
    ['a URI with a space', withLine('URI', 'http://localhost:4319/a b'), 'uri'],
    ['a relative URI', withLine('URI', '/login'), 'uri'],
    ['two resources on one line', text.replace('- ipfs://bafybeigdyrzt', '- a - b'), 'resources'],
    ['a resource that is not a URI', text.replace('- ipfs://bafybeigdyrzt', '- not a uri'), 'resources'],
    ['an Issued At of 31 February', withLine('Issued At', '2026-02-31T10:00:00.000Z'), 'issuedAt'],
    ['an Issued At at hour 25', withLine('Issued At', '2026-11-22T25:00:00.000Z'), 'issuedAt'],
    ['an unreadable Expiration Time', withLine('Expiration Time', '2026-11-29T25:00:00.000Z'), 'expirationTime'],
    ['an Expiration Time of 31 February', withLine('Expiration Time', '2027-02-31T10:00:00Z'), 'expirationTime'],
    ['an unreadable Not Before', withLine('Not Before', '2026-11-22T09:61:00.000Z'), 'notBefore'],
    ['a leap second in March', withLine('Issued At', '2016-03-31T23:59:60Z'), 'issuedAt'],
    ['a chain id that is not a number', withLine('Chain ID', 'mainnet'), 'chainId'],
    ['a short nonce', withLine('Nonce', 'abc'), 'nonce'],
    ['a Request ID with a space', withLine('Request ID', 'req 1'), 'requestId'],
    ['a wrong EIP-55 checksum', text.replace('C51812', 'c51812'), 'accountAddress'],
    ['an address of 39 hex digits', text.replace('dc79C8', 'dc79C'), 'accountAddress'],
    ['a domain with a path', text.replace('localhost:4319 wants', 'localhost:4319/x wants'), 'domain'],
    ['a domain with a space', text.replace('localhost:4319 wants', 'local host wants'), 'domain'],
    ['an unknown account kind', text.replace('Ethereum account', 'Dogecoin account'), 'chainId'],
    ['no header', 'hello', 'message'],
    ['an empty text', '', 'message'],
    ['CRLF line ends', text.replaceAll('\n', '\r\n'), 'message'],
    ['one CRLF', text.replace('\nVersion', '\r\nVersion'), 'message'],
    ['a trailing space after the version', withLine('Version', '1 '), 'version'],
    ['a trailing space after the header', text.replace('account:', 'account: '), 'message'],
    ['a trailing space after the address', text.replace('dc79C8\n', 'dc79C8 \n'), 'accountAddress'],
    ['a trailing line end', `${text}\n`, 'resources'],
    ['a field out of order', text.replace('Version: 1\nChain ID: 31337', 'Chain ID: 31337\nVersion: 1'), 'chainId'],
    [
      'an optional field out of order',
      text.replace(/(Expiration Time: .*)\n(Not Before: .*)/, '$2\n$1'),
      'expirationTime',
    ],
    ['a field twice', text.replace('Nonce: k8Zq3mW1pX9aT2bR', 'Nonce: k8Zq3mW1pX9aT2bR\nNonce: aaaaaaaa1'), 'nonce'],
    ['an optional field twice', text.replace('Request ID: req-1', 'Request ID: req-1\nRequest ID: req-2'), 'requestId'],
    ['a missing nonce', text.replace('Nonce: k8Zq3mW1pX9aT2bR\n', ''), 'nonce'],
    ['a missing Issued At', text.replace(/Issued At: .*\n/, ''), 'issuedAt'],
    ['a field without its space', text.replace('Version: 1', 'Version:1'), 'version'],
    ['an unknown field', text.replace('Request ID: req-1', 'Request Id: req-1'), 'message'],
    ['a blank line among the fields', text.replace('\nVersion', '\n\nVersion'), 'message'],
    [
      'one blank line and no statement',
      formatSiwxMessage({ ...full, statement: undefined }).replace('\n\n\nURI', '\n\nURI'),
      'message',
    ],
    ['no blank line after the statement', text.replace('sign in.\n\nURI', 'sign in.\nURI'), 'message'],
  ])('refuses %s, naming the field', (_name, message, field) => {
    expect(refusal(() => parseSiwxMessage(message, eip55))).toBe(field)
  })

  it('reads an empty statement apart from no statement', () => {
    const { statement: _statement, ...bare } = full
    expect(parseSiwxMessage(formatSiwxMessage({ ...bare, statement: '' })).statement).toBe('')
    expect(parseSiwxMessage(formatSiwxMessage(bare))).not.toHaveProperty('statement')
  })

  it('reads a statement that starts like a field line as the statement', () => {
    const written = formatSiwxMessage({ ...full, statement: 'URI: https://localhost:4319/' })
    expect(parseSiwxMessage(written).statement).toBe('URI: https://localhost:4319/')
  })

  it('quotes at most 48 characters of a line it cannot read', () => {
    const error = (() => {
      try {
        parseSiwxMessage(text.replace('Request ID: req-1', `Garbage ${'x'.repeat(10_000)}`))
      } catch (thrown) {
        return thrown as Error
      }
    })()
    expect(error?.message.length).toBeLessThan(80)
  })
})

describe('splitSiwxDomain', () => {
  it('splits an optional scheme from the authority, and refuses what is not an authority with a host', () => {
    expect(splitSiwxDomain('https://alice@app.example:443')).toEqual({
      scheme: 'https',
      authority: 'alice@app.example:443',
      userinfo: 'alice',
      host: 'app.example',
      port: '443',
    })
    expect(splitSiwxDomain('app.example')).toEqual({ authority: 'app.example', host: 'app.example' })
    expect(splitSiwxDomain(':443')).toBeUndefined()
    expect(splitSiwxDomain('1https://app.example')).toBeUndefined()
  })
})

describe('siwxTimesOf', () => {
  it('reads the instants of the message times', () => {
    expect(
      siwxTimesOf({
        issuedAt: '2026-11-22T11:00:00+01:00',
        expirationTime: '2026-11-23T10:00:00Z',
        notBefore: undefined,
      }),
    ).toEqual({ issuedAt: Date.UTC(2026, 10, 22, 10), expirationTime: Date.UTC(2026, 10, 23, 10) })
  })

  it('refuses a time that names no instant, naming its field', () => {
    expect(refusal(() => siwxTimesOf({ issuedAt: full.issuedAt, notBefore: '2026-02-31T10:00:00Z' }))).toBe('notBefore')
  })
})
