import fc from 'fast-check'
import { bytesToHex, checksumAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageData, SiwxMessageError } from './siwxMessage.ts'

// Property tests of the grammar: messages generated from the EIP-4361 ABNF (with fast-check's own RFC 3986 URLs
// and IP addresses beside ours) read back exactly, and one mutation of a valid message is never read as valid.

const eip55 = { checksumAddress: (address: string) => checksumAddress(address as `0x${string}`) }

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const DIGIT = '0123456789'
const HEX = '0123456789abcdefABCDEF'
const UNRESERVED = `${ALPHA}${DIGIT}-._~`
const SUB_DELIMS = "!$&'()*+,;="
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Characters no URI holds anywhere: one of them in a URI makes it not one. */
const NEVER_IN_URI = ' "<>\\^`{|}'

const charOf = (set: string) => fc.constantFrom(...set)
const pctEncoded = fc.tuple(charOf(HEX), charOf(HEX)).map(([high, low]) => `%${high}${low}`)
const textOf = (unit: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.string({ unit, minLength, maxLength })
const pchar = fc.oneof(charOf(`${UNRESERVED}${SUB_DELIMS}:@`), pctEncoded)

function base58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = `${BASE58[Number(value % 58n)]}${text}`
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

const scheme = fc.tuple(charOf(ALPHA), textOf(charOf(`${ALPHA}${DIGIT}+.-`), 0, 8)).map(([first, rest]) => first + rest)
const host = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.ipV6().map((ip) => `[${ip}]`),
  textOf(fc.oneof(charOf(`${UNRESERVED}${SUB_DELIMS}`), pctEncoded), 1, 12),
)
const domain = fc
  .record({
    scheme: fc.option(scheme, { nil: undefined }),
    userinfo: fc.option(textOf(fc.oneof(charOf(`${UNRESERVED}${SUB_DELIMS}:`), pctEncoded), 0, 10), { nil: undefined }),
    host,
    port: fc.option(textOf(charOf(DIGIT), 0, 5), { nil: undefined }),
  })
  .map(
    ({ scheme, userinfo, host, port }) =>
      `${scheme === undefined ? '' : `${scheme}://`}${userinfo === undefined ? '' : `${userinfo}@`}${host}${port === undefined ? '' : `:${port}`}`,
  )

const query = textOf(fc.oneof(pchar, charOf('/?')), 0, 12)
const uri = fc.oneof(
  fc.webUrl({
    validSchemes: ['https', 'http', 'ipfs'],
    withQueryParameters: true,
    withFragments: true,
    authoritySettings: { withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true },
  }),
  // A URI without an authority: did:…, urn:…, mailto:…
  fc
    .record({
      scheme,
      path: textOf(fc.oneof(pchar, fc.constant('/')), 0, 20).filter((path) => !path.startsWith('//')),
      query: fc.option(query, { nil: undefined }),
      fragment: fc.option(query, { nil: undefined }),
    })
    .map(
      ({ scheme, path, query, fragment }) =>
        `${scheme}:${path}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`,
    ),
)

const pad = (value: number, width = 2) => String(value).padStart(width, '0')
const offset = fc.oneof(
  charOf('Zz'),
  fc
    .tuple(charOf('+-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([sign, hours, minutes]) => `${sign}${pad(hours)}:${pad(minutes)}`),
)
const dateTime = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(textOf(charOf(DIGIT), 1, 9), { nil: undefined }),
    separator: charOf('Tt'),
    offset,
  })
  .map(({ year, month, day, hour, minute, second, fraction, separator, offset }) => {
    const lastDay = new Date(0)
    lastDay.setUTCFullYear(year, month, 0)
    const date = `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, lastDay.getUTCDate()))}`
    return `${date}${separator}${pad(hour)}:${pad(minute)}:${pad(second)}${fraction === undefined ? '' : `.${fraction}`}${offset}`
  })
/** A leap second, written at any offset: 23:59:60 UTC on 30 June or 31 December. */
const leapSecond = fc
  .record({
    year: fc.integer({ min: 1972, max: 9000 }),
    june: fc.boolean(),
    offsetMinutes: fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
  })
  .map(({ year, june, offsetMinutes }) => {
    const local = new Date(Date.UTC(year, june ? 5 : 11, june ? 30 : 31, 23, 59, 59) + offsetMinutes * 60_000)
    const magnitude = Math.abs(offsetMinutes)
    const sign = offsetMinutes < 0 ? '-' : '+'
    return `${local.toISOString().slice(0, 17)}60${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`
  })
const time = fc.oneof({ arbitrary: dateTime, weight: 9 }, { arbitrary: leapSecond, weight: 1 })

const account = fc.oneof(
  fc.uint8Array({ minLength: 20, maxLength: 20 }).chain((bytes) => {
    const lower = bytesToHex(bytes)
    return fc.record({
      accountAddress: fc.constantFrom(lower, checksumAddress(lower)),
      chainId: fc.stringMatching(/^[0-9]{1,32}$/).map((reference) => `eip155:${reference}`),
    })
  }),
  fc.record({
    accountAddress: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(base58),
    chainId: textOf(charOf(BASE58), 32, 32).map((reference) => `solana:${reference}`),
  }),
  fc.record({
    accountAddress: fc.constantFrom(
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ),
    chainId: textOf(charOf('0123456789abcdef'), 32, 32).map((reference) => `bip122:${reference}`),
  }),
  fc.record({
    accountAddress: fc.constantFrom(
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ),
    chainId: textOf(charOf('0123456789abcdef'), 32, 32).map((reference) => `polkadot:${reference}`),
  }),
)

const message: fc.Arbitrary<SiwxMessageData> = fc
  .tuple(
    account,
    fc.record(
      {
        domain,
        uri,
        version: fc.constant('1'),
        nonce: textOf(charOf(`${ALPHA}${DIGIT}`), 8, 32),
        issuedAt: time,
        statement: textOf(charOf(`${ALPHA}${DIGIT}-._~:/?#[]@${SUB_DELIMS} `), 0, 60),
        expirationTime: time,
        notBefore: time,
        requestId: textOf(pchar, 0, 16),
        resources: fc.array(uri, { maxLength: 3 }),
      },
      { requiredKeys: ['domain', 'uri', 'version', 'nonce', 'issuedAt'] },
    ),
  )
  .map(([accountAndChain, fields]) => ({ ...accountAndChain, ...fields }))

/** The field a SiwxMessageError names, or 'accepted'. Any other error fails the property. */
function refusal(text: string): string {
  try {
    parseSiwxMessage(text, eip55)
  } catch (error) {
    if (error instanceof SiwxMessageError) return error.field
    throw error
  }
  return 'accepted'
}

const FIELD_LABELS = ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At', 'Expiration Time', 'Not Before', 'Request ID']
const REQUIRED_LABELS = FIELD_LABELS.slice(0, 5)
const labelOf = (line: string) => FIELD_LABELS.find((label) => line.startsWith(`${label}: `))
const fieldLineIndexes = (lines: readonly string[]) =>
  lines.flatMap((line, index) => (index > 2 && labelOf(line) ? [index] : []))
const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length] as T

/** A valid message's text, its lines, and the index of its statement line (-1 without one). */
const written = message.map((data) => {
  const text = formatSiwxMessage(data, eip55)
  return { data, text, lines: text.split('\n'), statementLine: data.statement === undefined ? -1 : 3 }
})

describe('the sign-in message grammar', () => {
  it('reads back every message it writes, field for field and byte for byte', () => {
    fc.assert(
      fc.property(message, (data) => {
        const text = formatSiwxMessage(data, eip55)
        const parsed = parseSiwxMessage(text, eip55)
        expect(parsed).toEqual(data)
        expect(formatSiwxMessage(parsed, eip55)).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('refuses a message with a required field line removed, naming that field', () => {
    fc.assert(
      fc.property(written, fc.nat(), ({ lines }, seed) => {
        const label = pick(REQUIRED_LABELS, seed)
        const mutated = lines.filter((line, index) => index < 3 || labelOf(line) !== label).join('\n')
        const field = { URI: 'uri', Version: 'version', 'Chain ID': 'chainId', Nonce: 'nonce', 'Issued At': 'issuedAt' }
        expect(refusal(mutated)).toBe(field[label as keyof typeof field])
      }),
    )
  })

  it('reads a message with an optional line removed as another message, never as the one signed', () => {
    fc.assert(
      fc.property(written, fc.nat(), ({ data, lines }, seed) => {
        const optional = lines.flatMap((line, index) =>
          ['Expiration Time', 'Not Before', 'Request ID'].includes(labelOf(line) ?? '') ? [index] : [],
        )
        fc.pre(optional.length > 0)
        const removed = pick(optional, seed)
        const mutated = lines.filter((_line, index) => index !== removed).join('\n')
        expect(parseSiwxMessage(mutated, eip55)).not.toEqual(data)
      }),
    )
  })

  it('refuses a message with two field lines swapped', () => {
    fc.assert(
      fc.property(written, fc.nat(), fc.nat(), ({ lines }, first, second) => {
        const indexes = fieldLineIndexes(lines)
        const [a, b] = [pick(indexes, first), pick(indexes, second)]
        fc.pre(a !== b)
        const mutated = [...lines]
        ;[mutated[a], mutated[b]] = [lines[b] as string, lines[a] as string]
        expect(refusal(mutated.join('\n'))).not.toBe('accepted')
      }),
    )
  })

  it('refuses a message with a field line, or the Resources line, written twice', () => {
    fc.assert(
      fc.property(written, fc.nat(), fc.nat(), ({ lines }, which, where) => {
        const candidates = [
          ...fieldLineIndexes(lines),
          ...(lines.includes('Resources:') ? [lines.indexOf('Resources:')] : []),
        ]
        const copied = lines[pick(candidates, which)] as string
        const at = 5 + (where % (lines.length - 4))
        const mutated = [...lines.slice(0, at), copied, ...lines.slice(at)]
        expect(refusal(mutated.join('\n'))).not.toBe('accepted')
      }),
    )
  })

  it('refuses a date-time that does not exist in any of the time fields', () => {
    const impossible = fc.oneof(
      fc.constantFrom(
        '2026-02-29T10:00:00Z',
        '2026-02-31T10:00:00Z',
        '1900-02-29T00:00:00Z',
        '2026-04-31T10:00:00Z',
        '2026-13-01T10:00:00Z',
        '2026-00-10T10:00:00Z',
        '2026-11-00T10:00:00Z',
        '2026-11-22T24:00:00Z',
        '2026-11-22T10:60:00Z',
        '2026-11-22T10:00:61Z',
        '2026-11-22T23:59:60Z',
        '2026-11-22T10:00:00+24:00',
        '2026-11-22T10:00:00+01:60',
        '2026-11-22T10:00:00',
        '2026-11-22 10:00:00Z',
      ),
      fc
        .record({ month: fc.constantFrom(4, 6, 9, 11), year: fc.integer({ min: 0, max: 9999 }) })
        .map(({ month, year }) => `${pad(year, 4)}-${pad(month)}-31T00:00:00Z`),
    )
    fc.assert(
      fc.property(written, impossible, fc.nat(), ({ lines }, value, seed) => {
        const timeLines = lines.flatMap((line, index) =>
          ['Issued At', 'Expiration Time', 'Not Before'].includes(labelOf(line) ?? '') ? [index] : [],
        )
        const at = pick(timeLines, seed)
        const label = labelOf(lines[at] as string) as string
        const mutated = lines.map((line, index) => (index === at ? `${label}: ${value}` : line))
        const field = { 'Issued At': 'issuedAt', 'Expiration Time': 'expirationTime', 'Not Before': 'notBefore' }
        expect(refusal(mutated.join('\n'))).toBe(field[label as keyof typeof field])
      }),
    )
  })

  it('refuses a URI or resource with a character no URI may hold', () => {
    fc.assert(
      fc.property(written, fc.nat(), fc.nat(), charOf(NEVER_IN_URI), ({ lines }, which, where, bad) => {
        const uriLines = lines.flatMap((line, index) =>
          line.startsWith('URI: ') && index > 3 ? [index] : line.startsWith('- ') ? [index] : [],
        )
        const at = pick(uriLines, which)
        const line = lines[at] as string
        const prefix = line.startsWith('URI: ') ? 5 : 2
        const cut = prefix + (where % (line.length - prefix + 1))
        const mutated = lines.map((other, index) =>
          index === at ? `${line.slice(0, cut)}${bad}${line.slice(cut)}` : other,
        )
        expect(refusal(mutated.join('\n'))).toBe(prefix === 5 ? 'uri' : 'resources')
      }),
    )
  })

  it('refuses every version but 1', () => {
    const version = fc.string({ maxLength: 4 }).filter((text) => text !== '1' && !text.includes('\n'))
    fc.assert(
      fc.property(written, version, ({ text }, value) => {
        expect(refusal(text.replace(/^Version: 1$/m, `Version: ${value}`))).not.toBe('accepted')
      }),
    )
  })

  it('refuses a trailing space on any line but the statement, whose grammar allows spaces', () => {
    fc.assert(
      fc.property(written, fc.nat(), ({ lines, statementLine }, seed) => {
        const at = pick(
          lines.flatMap((_line, index) => (index === statementLine ? [] : [index])),
          seed,
        )
        const mutated = lines.map((line, index) => (index === at ? `${line} ` : line))
        expect(refusal(mutated.join('\n'))).not.toBe('accepted')
      }),
    )
  })

  it('refuses CRLF line ends, whether all of them or one', () => {
    fc.assert(
      fc.property(written, fc.nat(), ({ lines }, seed) => {
        const at = seed % (lines.length - 1)
        const one = lines.map((line, index) => (index === at ? `${line}\r` : line)).join('\n')
        expect(refusal(lines.join('\r\n'))).toBe('message')
        expect(refusal(one)).toBe('message')
      }),
    )
  })

  it('refuses a line end added at the end', () => {
    fc.assert(
      fc.property(written, ({ text }) => {
        expect(refusal(`${text}\n`)).not.toBe('accepted')
      }),
    )
  })

  it('refuses a blank line removed, or reads it as another message (an empty statement then reads as none)', () => {
    fc.assert(
      fc.property(written, fc.nat(), ({ data, lines }, seed) => {
        const blanks = lines.flatMap((line, index) => (line === '' ? [index] : []))
        const removed = pick(blanks, seed)
        const mutated = lines.filter((_line, index) => index !== removed).join('\n')
        if (refusal(mutated) === 'accepted') expect(parseSiwxMessage(mutated, eip55)).not.toEqual(data)
      }),
    )
  })

  it('answers any text with a message or a SiwxMessageError, nothing else', () => {
    const fragments = fc.constantFrom(
      'localhost wants you to sign in with your Ethereum account:',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '',
      'URI: https://localhost/',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: abcdefgh1',
      'Issued At: 2026-11-22T10:00:00Z',
      'Resources:',
      '- https://localhost/',
    )
    const garbage = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.array(fc.oneof(fragments, fc.string({ maxLength: 20 })), { maxLength: 16 }).map((lines) => lines.join('\n')),
    )
    fc.assert(
      fc.property(garbage, (text) => {
        refusal(text)
      }),
      { numRuns: 500 },
    )
  })
})
