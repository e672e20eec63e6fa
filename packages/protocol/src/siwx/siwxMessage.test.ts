import fc from 'fast-check'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageData, SiwxMessageError } from './siwxMessage.ts'

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

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 text for eip155', () => {
    expect(formatSiwxMessage(full)).toBe(
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
    const parsed = parseSiweMessage(formatSiwxMessage(full))
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

  it('leaves two blank lines when there is no statement (EIP-4361 ABNF)', () => {
    const { statement: _statement, ...bare } = full
    expect(formatSiwxMessage(bare)).toContain('0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n\n\nURI: ')
  })

  it.each([
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana', 'Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'Chain ID: 000000000019d6689c085ae165831e93'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', 'Chain ID: 91b171bb158e2d3848fa23a9f1c25182'],
  ])('writes the CAIP-122 form for %s', (chainId, accountName, chainLine) => {
    const text = formatSiwxMessage({ ...full, chainId, accountAddress: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW' })
    expect(text.split('\n')[0]).toBe(`localhost:4319 wants you to sign in with your ${accountName} account:`)
    expect(text).toContain(`\n${chainLine}\n`)
    expect(parseSiwxMessage(text).chainId).toBe(chainId)
  })

  it.each([
    [{ chainId: 'cosmos:cosmoshub-4' }, 'Sign-in is not defined for the network cosmos:cosmoshub-4'],
    [{ nonce: 'short' }, 'nonce must be at least 8 letters or digits'],
    [{ statement: 'two\nlines' }, 'statement must be a single line'],
    [{ issuedAt: 'yesterday' }, 'issuedAt must be an RFC 3339 time'],
    [{ domain: 'evil.example/path' }, 'domain must be a host, optionally with a scheme'],
    [{ uri: '' }, 'uri is required'],
  ])('refuses %o', (change, message) => {
    expect(() => formatSiwxMessage({ ...full, ...change })).toThrow(new SiwxMessageError(message))
  })
})

describe('parseSiwxMessage', () => {
  it('round-trips every field', () => {
    expect(parseSiwxMessage(formatSiwxMessage(full))).toEqual(full)
  })

  it('reads the no-statement form viem writes (one blank line)', () => {
    const text = formatSiwxMessage({ ...full, statement: undefined }).replace('\n\n\nURI', '\n\nURI')
    expect(parseSiwxMessage(text).statement).toBeUndefined()
  })

  it.each([
    ['no header', 'hello'],
    [
      'a field out of order',
      formatSiwxMessage(full).replace('Version: 1\nChain ID: 31337', 'Chain ID: 31337\nVersion: 1'),
    ],
    [
      'a field twice',
      formatSiwxMessage(full).replace('Nonce: k8Zq3mW1pX9aT2bR', 'Nonce: k8Zq3mW1pX9aT2bR\nNonce: aaaaaaaa1'),
    ],
    ['an unknown account kind', formatSiwxMessage(full).replace('Ethereum account', 'Dogecoin account')],
    ['a missing nonce', formatSiwxMessage(full).replace('Nonce: k8Zq3mW1pX9aT2bR\n', '')],
  ])('refuses %s', (_name, text) => {
    expect(() => parseSiwxMessage(text)).toThrow(SiwxMessageError)
  })

  it('round-trips any message it accepts to write', () => {
    const line = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/[\r\n]/.test(s) && !s.startsWith('URI: '))
    const time = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString())
    const data = fc.record(
      {
        accountAddress: fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        chainId: fc.integer({ min: 1, max: 2 ** 31 }).map((id) => `eip155:${id}`),
        domain: fc.stringMatching(/^[a-z0-9.-]{1,30}(:[0-9]{1,5})?$/),
        uri: fc.webUrl(),
        version: fc.constant('1'),
        nonce: fc.stringMatching(/^[A-Za-z0-9]{8,32}$/),
        issuedAt: time,
        statement: line,
        expirationTime: time,
        notBefore: time,
        requestId: line,
        resources: fc.array(fc.webUrl(), { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] },
    )
    fc.assert(
      fc.property(data, (message) => {
        expect(parseSiwxMessage(formatSiwxMessage(message))).toEqual(message)
      }),
    )
  })
})
