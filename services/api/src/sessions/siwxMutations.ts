import type { SiwxMessageData } from '@foyer/protocol'
import fc from 'fast-check'

// Test-only generators shared by the sign-in property suites (EVM and Solana): edits of a signed message's
// text, and a data field replaced by anything.

/** Single edits of a message's text: a character in, a run of characters out, a line moved or doubled. */
export const messageEdit = fc.oneof(
  fc
    .tuple(fc.nat(), fc.constantFrom('\r', '\0', ' ', '\t', '\u2028', '\uFEFF', '%', '"', '\n', '- ', 'é', '🦊'))
    .map(([at, inserted]) => (text: string) => {
      const cut = at % (text.length + 1)
      return `${text.slice(0, cut)}${inserted}${text.slice(cut)}`
    }),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 12 })).map(([at, length]) => (text: string) => {
    const cut = at % text.length
    return `${text.slice(0, cut)}${text.slice(cut + length)}`
  }),
  fc.tuple(fc.nat(), fc.nat()).map(([from, to]) => (text: string) => {
    const lines = text.split('\n')
    const [moved] = lines.splice(from % lines.length, 1)
    lines.splice(to % (lines.length + 1), 0, moved as string)
    return lines.join('\n')
  }),
  fc.nat().map((at) => (text: string) => {
    const lines = text.split('\n')
    const doubled = at % lines.length
    return [...lines.slice(0, doubled + 1), ...lines.slice(doubled)].join('\n')
  }),
  fc.constant((text: string) => text.replaceAll('\n', '\r\n')),
  fc.constant((text: string) => `${text}\n`),
)

/** Any string field of the data replaced by arbitrary text (the message written from it as is). */
export const hostileField = fc.record({
  field: fc.constantFrom<keyof SiwxMessageData>(
    'accountAddress',
    'domain',
    'uri',
    'version',
    'issuedAt',
    'statement',
    'notBefore',
    'expirationTime',
    'requestId',
  ),
  value: fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '2026-02-31T12:00:00Z',
      '2026-11-15T25:00:00Z',
      '9999-12-31T23:59:59-23:59',
      '0000-01-01T00:00:00Z',
    ),
  ),
})
