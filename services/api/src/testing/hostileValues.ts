import fc from 'fast-check'

// The pieces hostile requests are made of: text, URL parts, addresses, networks, cursors, queries, JSON.

export interface HostileContext {
  projectId: string
  /** An origin the project allows. */
  origin: string
  /** Funded devnet accounts, checksummed. */
  accounts: readonly string[]
  /** The chain ids the API serves. */
  chainIds: readonly number[]
  /** Funded Solana devnet accounts (base58, as written). */
  solanaAccounts: readonly string[]
  /** The Solana networks the API serves (CAIP-2). */
  solanaNetworks: readonly string[]
  /** Live embedded-wallet session tokens, so the session calls are reached past their first check. */
  embeddedTokens?: readonly string[]
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER

/** Mostly text a browser would send, sometimes anything UTF-16 can hold (NUL, unpaired surrogates). */
export const anyText = (maxLength = 40) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength }) },
  )
/** Visible ASCII: what a header value can carry (fetch refuses the rest before sending). */
export const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
})
export const hex = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: min, maxLength: max })

/** Percent-encodes UTF-8 bytes; an unpaired surrogate becomes U+FFFD as a browser would send it. */
function encode(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('')
}

/** Raw pieces a hand-written URL may carry: stray and broken escapes, separators, traversal. */
const rawJunk = fc
  .array(fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '%2F', '..', '=', '&', '+', ';', '%C0%AF', '%FF', 'a'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''))

/** A path segment or query value: well-formed candidates, encoded text, or raw junk. */
export const urlPart = (candidates: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: candidates.map(encode) },
    { weight: 2, arbitrary: anyText().map(encode) },
    { weight: 1, arbitrary: rawJunk },
  )

function flipCase(address: string, at: number): string {
  const index = 2 + (at % 40)
  const char = address[index]!
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
  return `${address.slice(0, index)}${flipped}${address.slice(index + 1)}`
}

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Base58 text of a length in range: mostly not 32 bytes, sometimes one. */
export const base58Text = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: min, maxLength: max })

/** One character of a base58 address swapped for another, case flipped, or one base58 leaves out (0 O I l). */
function mutate(address: string, at: number, kind: number): string {
  const index = at % address.length
  const char = address[index]!
  const replacement = [
    char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase(),
    '0',
    'O',
    'I',
    'l',
    BASE58_ALPHABET[(BASE58_ALPHABET.indexOf(char) + 1) % 58]!,
  ][kind % 6]!
  return `${address.slice(0, index)}${replacement}${address.slice(index + 1)}`
}

/** Solana-shaped addresses: real ones, their other spellings, near misses in length and bytes, junk. */
export const solanaAddressLike = (context: HostileContext) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...context.solanaAccounts) },
    fc.constantFrom(...context.solanaAccounts).map((address) => address.toLowerCase()),
    fc.constantFrom(...context.solanaAccounts).map((address) => address.toUpperCase()),
    fc
      .tuple(fc.constantFrom(...context.solanaAccounts), fc.nat(), fc.nat())
      .map(([address, at, kind]) => mutate(address, at, kind)),
    fc
      .tuple(fc.constantFrom(...context.solanaAccounts), fc.integer({ min: 1, max: 3 }))
      .map(([address, cut]) => address.slice(cut)),
    fc.constantFrom(...context.solanaAccounts).map((address) => `${address}2`),
    base58Text(30, 46),
    fc.constantFrom('11111111111111111111111111111111', '1'.repeat(31), '1'.repeat(33), 'z'.repeat(44)),
  )

/** EVM-shaped addresses: checksummed, in one case, without 0x, mistyped, too short, junk. */
export const evmAddressLike = (context: HostileContext) =>
  fc.oneof(
    fc.constantFrom(...context.accounts),
    fc.constantFrom(...context.accounts).map((address) => address.toLowerCase()),
    fc.constantFrom(...context.accounts).map((address) => `0x${address.slice(2).toUpperCase()}`),
    fc.constantFrom(...context.accounts).map((address) => address.slice(2)),
    fc.tuple(fc.constantFrom(...context.accounts), fc.nat()).map(([address, at]) => flipCase(address, at)),
    hex(40, 40).map((digits) => `0x${digits}`),
    hex(0, 44).map((digits) => `0x${digits}`),
    fc.constantFrom('0x', '0x0', 'native', `0x${'0'.repeat(40)}`, `0X${'a'.repeat(40)}`),
  )

/** An account of either namespace the API reads: mostly EVM (the routes that read EVM only), a third Solana. */
export const addressLike = (context: HostileContext) =>
  fc.oneof({ weight: 2, arbitrary: evmAddressLike(context) }, { weight: 1, arbitrary: solanaAddressLike(context) })

export const networkLike = (context: HostileContext) =>
  fc.oneof(
    fc.constantFrom(...context.chainIds.map((id) => `eip155:${id}`), ...context.chainIds.map(String)),
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...context.solanaNetworks) },
      fc.constantFrom(...context.solanaNetworks).map((network) => network.toLowerCase()),
      base58Text(30, 34).map((reference) => `solana:${reference}`),
    ),
    fc.constantFrom('eip155:1', 'eip155:031337', '0', '-1', 'eip155:', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    fc.integer({ min: -1, max: MAX_SAFE }).map((id) => `eip155:${id}`),
    fc.bigInt({ min: 0n, max: 2n ** 80n }).map(String),
  )

export const cursorLike = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.integer({ min: -1, max: MAX_SAFE }),
        fc.constantFrom(253402300799999, 253402300800000, 8.64e15, 1e300),
      ),
      fc.oneof(fc.integer({ min: -1, max: 2 ** 31 }), fc.constant(31337)),
      fc.oneof(fc.bigInt({ min: -1n, max: 2n ** 64n }).map(String), fc.constant('x')),
      fc.integer({ min: -1, max: 2 ** 31 }),
    )
    .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url')),
  fc.base64String({ maxLength: 300 }),
  anyText(300),
)

export const projectQuery = (context: HostileContext) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(`projectId=${context.projectId}&st=foyer-react&sv=0.1.0`) },
    { weight: 1, arbitrary: fc.constant(`projectId=${context.projectId}`) },
    { weight: 1, arbitrary: fc.constant('st=foyer-react&sv=0.1.0') },
    {
      weight: 1,
      arbitrary: urlPart(fc.constantFrom('nobody', 'x'.repeat(65), '../etc')).map((id) => `projectId=${id}&st=a&sv=b`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(urlPart(headerText), urlPart(headerText))
        .map(([st, sv]) => `projectId=${context.projectId}&st=${st}&sv=${sv}`),
    },
  )

/** `key=value` pairs from the route's own keys and others, some repeated, joined to a query string. */
export const extraQuery = (pairs: fc.Arbitrary<[string, string]>) =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: pairs },
        { weight: 1, arbitrary: fc.tuple(urlPart(anyText(12)), urlPart(anyText())) },
      ),
      {
        maxLength: 5,
      },
    )
    .map((list) => list.map(([key, value]) => `${key}=${value}`).join('&'))

export const pair = (key: string, value: fc.Arbitrary<string>) => fc.tuple(fc.constant(key), value)

export const anyJson = fc.jsonValue({ maxDepth: 3 })

/** Nesting of a given depth around a value: the bodies that overflow a recursive walker. */
export const deepJson = fc.integer({ min: 30, max: 5_000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`)

export const anyBody = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  deepJson,
  fc.constant(''),
)
