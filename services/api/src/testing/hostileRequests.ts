import fc from 'fast-check'

// What an attacker sends to every route of the API: generated path parameters, query strings, headers and
// bodies, mostly near what the route accepts (so they get past the first check) and sometimes anything at
// all. Shared by the property tests (in process) and `npm run fuzz` (over HTTP against a running API).

export interface HostileContext {
  projectId: string
  /** An origin the project allows. */
  origin: string
  /** Funded devnet accounts, checksummed. */
  accounts: readonly string[]
  /** The chain ids the API serves. */
  chainIds: readonly number[]
}

export interface HostileRequest {
  /** The route it aims at, for counting. */
  route: string
  method: string
  /** Path and query, as sent: `/v1/identity/0x…?projectId=…`. */
  target: string
  headers: Record<string, string>
  body?: string
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER

/** Mostly text a browser would send, sometimes anything UTF-16 can hold (NUL, unpaired surrogates). */
const anyText = (maxLength = 40) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength }) },
  )
/** Visible ASCII: what a header value can carry (fetch refuses the rest before sending). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
})
const hex = (min: number, max: number) =>
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
const urlPart = (candidates: fc.Arbitrary<string>) =>
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

const addressLike = (context: HostileContext) =>
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

const networkLike = (context: HostileContext) =>
  fc.oneof(
    fc.constantFrom(...context.chainIds.map((id) => `eip155:${id}`), ...context.chainIds.map(String)),
    fc.constantFrom('eip155:1', 'eip155:031337', '0', '-1', 'eip155:', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    fc.integer({ min: -1, max: MAX_SAFE }).map((id) => `eip155:${id}`),
    fc.bigInt({ min: 0n, max: 2n ** 80n }).map(String),
  )

const cursorLike = fc.oneof(
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

const projectQuery = (context: HostileContext) =>
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
const extraQuery = (pairs: fc.Arbitrary<[string, string]>) =>
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

const pair = (key: string, value: fc.Arbitrary<string>) => fc.tuple(fc.constant(key), value)

// JSON-RPC params: what each slot of an allowed method takes, near its bounds and past them.
const quantity = fc.oneof(
  fc.constantFrom(
    '0x0',
    '0x1',
    '0x400',
    '0x401',
    '0xffffffffffffffff',
    '0x10000000000000000',
    `0x${'f'.repeat(64)}`,
    `0x1${'0'.repeat(64)}`,
  ),
  fc.constantFrom('0x', '-0x1', '0x00001', '1', 'latest'),
  fc.bigInt({ min: 0n, max: 2n ** 70n }).map((value) => `0x${value.toString(16)}`),
  fc.constantFrom(0, 1, -1, 1024, 1025, 2 ** 53, 2 ** 64, 1e308, 0.5),
)
const blockTag = fc.oneof(
  fc.constantFrom('latest', 'earliest', 'pending', 'safe', 'finalized', 'LATEST', ''),
  quantity,
  fc.record({ blockNumber: quantity }),
  hex(64, 64).map((digits) => ({ blockHash: `0x${digits}`, requireCanonical: true })),
)
const rpcAddress = fc.oneof(
  hex(40, 40).map((digits) => `0x${digits}`),
  hex(0, 42).map((digits) => `0x${digits}`),
  anyText(10),
)
const rpcHash = fc.oneof(
  hex(64, 64).map((digits) => `0x${digits}`),
  hex(0, 66).map((digits) => `0x${digits}`),
)
const bytes = fc.oneof(
  hex(0, 400).map((digits) => `0x${digits}`),
  fc.constantFrom('0x', '0x0', 'zz'),
)
const transaction = fc.record(
  {
    from: rpcAddress,
    to: fc.oneof(rpcAddress, fc.constant(null)),
    gas: quantity,
    gasPrice: quantity,
    maxFeePerGas: quantity,
    maxPriorityFeePerGas: quantity,
    value: quantity,
    nonce: quantity,
    data: bytes,
    input: bytes,
    type: quantity,
    accessList: fc.array(fc.record({ address: rpcAddress, storageKeys: fc.array(rpcHash, { maxLength: 3 }) }), {
      maxLength: 2,
    }),
  },
  { requiredKeys: [] },
)
const logFilter = fc.record(
  {
    fromBlock: blockTag,
    toBlock: blockTag,
    blockHash: rpcHash,
    address: fc.oneof(rpcAddress, fc.array(rpcAddress, { maxLength: 4 })),
    topics: fc.array(fc.oneof(fc.constant(null), rpcHash, fc.array(rpcHash, { maxLength: 3 })), { maxLength: 6 }),
  },
  { requiredKeys: [] },
)
const percentiles = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 5 }).map((list) => list.sort((a, b) => a - b)),
  fc.array(fc.oneof(fc.double({ noNaN: true }), fc.integer()), { maxLength: 5 }),
)
const stateOverride = fc.dictionary(
  hex(40, 40).map((digits) => `0x${digits}`),
  fc.record({ balance: quantity, nonce: quantity, code: bytes }, { requiredKeys: [] }),
  { maxKeys: 2 },
)
const anyJson = fc.jsonValue({ maxDepth: 3 })

const SLOTS = {
  quantity,
  blockTag,
  address: rpcAddress,
  hash: rpcHash,
  bytes,
  transaction,
  logFilter,
  percentiles,
  stateOverride,
  bool: fc.boolean(),
}
type Slot = keyof typeof SLOTS

/** Each method's params as slots; refused and unknown methods get anything. */
const METHOD_SLOTS: Record<string, Slot[]> = {
  eth_chainId: [],
  eth_blockNumber: [],
  eth_gasPrice: [],
  eth_maxPriorityFeePerGas: [],
  eth_blobBaseFee: [],
  eth_syncing: [],
  net_version: [],
  eth_newBlockFilter: [],
  eth_getBalance: ['address', 'blockTag'],
  eth_getCode: ['address', 'blockTag'],
  eth_getTransactionCount: ['address', 'blockTag'],
  eth_getStorageAt: ['address', 'quantity', 'blockTag'],
  eth_call: ['transaction', 'blockTag', 'stateOverride'],
  eth_estimateGas: ['transaction', 'blockTag'],
  eth_createAccessList: ['transaction', 'blockTag'],
  eth_feeHistory: ['quantity', 'blockTag', 'percentiles'],
  eth_getBlockByNumber: ['blockTag', 'bool'],
  eth_getBlockByHash: ['hash', 'bool'],
  eth_getBlockReceipts: ['blockTag'],
  eth_getBlockTransactionCountByNumber: ['blockTag'],
  eth_getTransactionByHash: ['hash'],
  eth_getTransactionByBlockNumberAndIndex: ['blockTag', 'quantity'],
  eth_getTransactionReceipt: ['hash'],
  eth_getUncleCountByBlockNumber: ['blockTag'],
  eth_getLogs: ['logFilter'],
  eth_getProof: ['address', 'quantity', 'blockTag'],
  eth_newFilter: ['logFilter'],
  eth_getFilterChanges: ['quantity'],
  eth_getFilterLogs: ['quantity'],
  eth_uninstallFilter: ['quantity'],
  eth_sendRawTransaction: ['bytes'],
}
const REFUSED_METHODS = [
  'anvil_mine',
  'anvil_setBalance',
  'evm_increaseTime',
  'debug_traceTransaction',
  'eth_sendTransaction',
  'eth_accounts',
  'personal_sign',
  '__proto__',
  'ETH_CHAINID',
]

const rpcParams = (method: string): fc.Arbitrary<unknown> => {
  const slots = Object.hasOwn(METHOD_SLOTS, method) ? METHOD_SLOTS[method] : undefined
  if (!slots) return fc.oneof(fc.array(anyJson, { maxLength: 3 }), fc.constant(undefined))
  const fitting = fc.tuple(...slots.map((slot) => SLOTS[slot] as fc.Arbitrary<unknown>))
  return fc.oneof(
    { weight: 6, arbitrary: fitting },
    // Trailing optional params left out, extra params, or a slot filled with anything.
    { weight: 1, arbitrary: fitting.chain((list) => fc.nat({ max: list.length }).map((keep) => list.slice(0, keep))) },
    { weight: 1, arbitrary: fc.tuple(fitting, anyJson).map(([list, extra]) => [...list, extra]) },
    { weight: 1, arbitrary: fc.array(anyJson, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }) },
  )
}

const rpcCall = fc
  .oneof(
    { weight: 8, arbitrary: fc.constantFrom(...Object.keys(METHOD_SLOTS)) },
    { weight: 1, arbitrary: fc.constantFrom(...REFUSED_METHODS) },
    { weight: 1, arbitrary: anyText(20) },
  )
  .chain((method) =>
    fc.record(
      {
        jsonrpc: fc.oneof(
          { weight: 12, arbitrary: fc.constant('2.0') },
          { weight: 1, arbitrary: fc.constantFrom('1.0', 2) },
        ),
        id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
        method: fc.constant(method),
        params: rpcParams(method),
      },
      { requiredKeys: ['jsonrpc', 'method'] },
    ),
  )

/** Nesting of a given depth around a value: the bodies that overflow a recursive walker. */
const deepJson = fc.integer({ min: 30, max: 5_000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`)

const rpcBody = fc.oneof(
  { weight: 8, arbitrary: rpcCall.map((call) => JSON.stringify(call)) },
  { weight: 3, arbitrary: fc.array(rpcCall, { minLength: 1, maxLength: 6 }).map((calls) => JSON.stringify(calls)) },
  { weight: 1, arbitrary: rpcCall.map((call) => JSON.stringify(Array.from({ length: 101 }, () => call))) },
  { weight: 1, arbitrary: deepJson.map((deep) => `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${deep}}`) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.json({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 100 }), fc.constant('')),
  },
)

const analyticsEvent = fc.record(
  {
    eventId: fc.oneof({ weight: 4, arbitrary: fc.uuid() }, { weight: 1, arbitrary: anyText() }),
    url: fc.oneof({ weight: 4, arbitrary: fc.webUrl() }, { weight: 1, arbitrary: anyText() }),
    domain: fc.oneof({ weight: 4, arbitrary: fc.domain() }, { weight: 1, arbitrary: anyText() }),
    timestamp: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 253402300799999 }) },
      { weight: 1, arbitrary: fc.integer({ min: -10, max: 8.64e15 }) },
      { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
      { weight: 1, arbitrary: fc.oneof(anyText(), fc.double()) },
    ),
    props: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ),
  },
  { requiredKeys: ['eventId', 'url', 'domain', 'timestamp'] },
)

const anyBody = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  deepJson,
  fc.constant(''),
)

const email = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'foyer.test'))
    .map(([user, host]) => `${user}@${host}`),
  anyText(60),
)

const sessionBody = (context: HostileContext) =>
  fc
    .record({
      account: addressLike(context),
      nonce: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{8,20}$/), anyText(20)),
      issuedAt: fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        anyText(40),
      ),
      expirationTime: fc.option(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          anyText(40),
        ),
        { nil: undefined },
      ),
      signature: fc.oneof(
        hex(0, 200).map((digits) => `0x${digits}`),
        anyText(50),
      ),
      emailToken: fc.option(anyText(50), { nil: undefined }),
    })
    .map(({ account, nonce, issuedAt, expirationTime, signature, emailToken }) =>
      JSON.stringify({
        data: {
          accountAddress: account,
          chainId: `eip155:${context.chainIds[0]}`,
          domain: new URL(context.origin).host,
          uri: `${context.origin}/`,
          version: '1',
          nonce,
          issuedAt,
          ...(expirationTime === undefined ? {} : { expirationTime }),
        },
        message: `${new URL(context.origin).host} wants you to sign in with your Ethereum account:\n${account}\n\nURI: ${context.origin}/\nVersion: 1\nChain ID: ${context.chainIds[0]}\nNonce: ${nonce}\nIssued At: ${issuedAt}${expirationTime === undefined ? '' : `\nExpiration Time: ${expirationTime}`}`,
        signature,
        ...(emailToken === undefined ? {} : { emailToken }),
      }),
    )

/** The native placeholder and the devnet's listed tokens, as the price call names them. */
const PRICED_TOKENS = [
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC',
  '0xe4089813ab65F698cA8251E9a74ac6EB0816995A',
]

interface RouteShape {
  route: string
  method: 'GET' | 'POST'
  /** The RPC proxy's URL carries chainId and projectId only (SPEC §7): its query names the project itself. */
  ownsQuery?: boolean
  path: fc.Arbitrary<string>
  query?: fc.Arbitrary<string>
  body?: fc.Arbitrary<string>
}

/** The API's 29 routes, each with what its path, query and body are generated from. */
export function routeShapes(context: HostileContext): RouteShape[] {
  const address = urlPart(addressLike(context))
  const network = urlPart(networkLike(context))
  const walletId = urlPart(
    fc.oneof(fc.constantFrom('metamask', 'rainbow', 'trust', 'coinbase'), fc.stringMatching(/^[a-z0-9-]{1,70}$/)),
  )
  const imageId = urlPart(
    fc.oneof(
      fc.constantFrom('USD', 'ETH', 'eip155:1', context.accounts[0]!),
      fc.stringMatching(/^[A-Za-z0-9.$_:+-]{0,140}$/),
    ),
  )
  const sessionId = urlPart(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.constant('current')))
  const list = (item: fc.Arbitrary<string>) => fc.array(item, { maxLength: 110 }).map((items) => items.join(','))
  const walletQuery = extraQuery(
    fc.oneof(
      pair('page', urlPart(fc.oneof(fc.integer({ min: -1, max: 2 ** 31 }).map(String), fc.constant('999999999')))),
      pair('entries', urlPart(fc.integer({ min: -1, max: 200 }).map(String))),
      pair('include', urlPart(list(fc.stringMatching(/^[a-z0-9-]{1,12}$/)))),
      pair('exclude', urlPart(list(fc.stringMatching(/^[a-z0-9-]{1,12}$/)))),
      pair('chains', urlPart(list(networkLike(context)))),
      pair('search', urlPart(anyText(120))),
      pair('badge', urlPart(fc.constantFrom('certified', 'none', 'x'))),
      pair('badge_type', urlPart(fc.constantFrom('certified', 'none', 'x'))),
      pair('names', urlPart(list(anyText(10)))),
      pair('rdns', urlPart(list(fc.constantFrom('io.metamask', 'me.rainbow', 'x')))),
    ),
  )
  const chainQuery = extraQuery(
    fc.oneof(
      pair('chainId', network),
      pair('currency', urlPart(fc.constantFrom('usd', 'USD', 'eur', ''))),
      pair('forceUpdate', urlPart(fc.constantFrom('true', 'false', '1', '0', '', 'yes'))),
      pair('cursor', urlPart(cursorLike)),
    ),
  )
  const priceBody = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record({
          currency: fc.constantFrom('usd', 'usd', 'USD', 'xau'),
          addresses: fc.array(
            fc.oneof(
              fc
                .tuple(fc.constantFrom(...context.chainIds), fc.constantFrom(...PRICED_TOKENS))
                .map(([chainId, token]) => `eip155:${chainId}:${token}`),
              fc.tuple(networkLike(context), addressLike(context)).map(([network, who]) => `${network}:${who}`),
            ),
            { minLength: 1, maxLength: 110 },
          ),
        })
        .map((body) => JSON.stringify(body)),
    },
    { weight: 1, arbitrary: anyBody },
  )
  return [
    { route: 'GET /health', method: 'GET', path: fc.constant('/health') },
    { route: 'GET /appkit/v1/config', method: 'GET', path: fc.constant('/appkit/v1/config') },
    { route: 'GET /appkit/v1/project-limits', method: 'GET', path: fc.constant('/appkit/v1/project-limits') },
    { route: 'GET /projects/v1/origins', method: 'GET', path: fc.constant('/projects/v1/origins') },
    { route: 'GET /getAnalyticsConfig', method: 'GET', path: fc.constant('/getAnalyticsConfig') },
    {
      route: 'POST /e',
      method: 'POST',
      path: fc.constant('/e'),
      body: fc.oneof(
        analyticsEvent.map((event) => JSON.stringify(event)),
        anyBody,
      ),
    },
    {
      route: 'POST /batch',
      method: 'POST',
      path: fc.constant('/batch'),
      body: fc.oneof(
        fc.array(analyticsEvent, { minLength: 1, maxLength: 4 }).map((events) => JSON.stringify(events)),
        anyBody,
      ),
    },
    {
      route: 'POST /v1',
      method: 'POST',
      path: fc.constant('/v1'),
      query: rpcQuery(context),
      ownsQuery: true,
      body: rpcBody,
    },
    {
      route: 'POST /v1/',
      method: 'POST',
      path: fc.constant('/v1/'),
      query: rpcQuery(context),
      ownsQuery: true,
      body: rpcBody,
    },
    { route: 'GET /getWallets', method: 'GET', path: fc.constant('/getWallets'), query: walletQuery },
    { route: 'GET /getWalletImage/:id', method: 'GET', path: walletId.map((id) => `/getWalletImage/${id}`) },
    { route: 'GET /public/getAssetImage/:id', method: 'GET', path: imageId.map((id) => `/public/getAssetImage/${id}`) },
    {
      route: 'GET /public/getCurrencyImage/:id',
      method: 'GET',
      path: imageId.map((id) => `/public/getCurrencyImage/${id}`),
    },
    { route: 'GET /public/getTokenImage/:id', method: 'GET', path: imageId.map((id) => `/public/getTokenImage/${id}`) },
    { route: 'GET /v1/supported-chains', method: 'GET', path: fc.constant('/v1/supported-chains') },
    {
      route: 'GET /v1/account/:address/balance',
      method: 'GET',
      path: address.map((who) => `/v1/account/${who}/balance`),
      query: chainQuery,
    },
    {
      route: 'GET /v1/account/:address/history',
      method: 'GET',
      path: address.map((who) => `/v1/account/${who}/history`),
      query: chainQuery,
    },
    { route: 'POST /v1/fungible/price', method: 'POST', path: fc.constant('/v1/fungible/price'), body: priceBody },
    {
      route: 'GET /v1/identity/:address',
      method: 'GET',
      path: address.map((who) => `/v1/identity/${who}`),
      query: chainQuery,
    },
    {
      route: 'GET /v1/convert/gas-price',
      method: 'GET',
      path: fc.constant('/v1/convert/gas-price'),
      query: chainQuery,
    },
    {
      route: 'GET /v1/profile/account/:name',
      method: 'GET',
      path: urlPart(fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,20}(\.[a-z]{2,6}){0,2}$/), anyText(300))).map(
        (name) => `/v1/profile/account/${name}`,
      ),
    },
    {
      route: 'GET /v1/profile/reverse/:address',
      method: 'GET',
      path: address.map((who) => `/v1/profile/reverse/${who}`),
    },
    {
      route: 'POST /v1/sessions/nonces',
      method: 'POST',
      path: fc.constant('/v1/sessions/nonces'),
      body: fc.oneof(fc.constant(''), anyBody),
    },
    {
      route: 'POST /v1/sessions',
      method: 'POST',
      path: fc.constant('/v1/sessions'),
      body: fc.oneof(sessionBody(context), anyBody),
    },
    { route: 'GET /v1/sessions/current', method: 'GET', path: fc.constant('/v1/sessions/current') },
    { route: 'GET /v1/sessions/:id', method: 'GET', path: sessionId.map((id) => `/v1/sessions/${id}`) },
    {
      route: 'POST /v1/sessions/:id/revoke',
      method: 'POST',
      path: sessionId.map((id) => `/v1/sessions/${id}/revoke`),
      body: fc.oneof(
        fc
          .record({
            pci: anyText(50),
            signature: fc.oneof(
              hex(0, 140).map((digits) => `0x${digits}`),
              anyText(20),
            ),
          })
          .map((body) => JSON.stringify(body)),
        fc.constant(''),
        anyBody,
      ),
    },
    {
      route: 'POST /v1/email/otp',
      method: 'POST',
      path: fc.constant('/v1/email/otp'),
      body: fc.oneof(
        email.map((address) => JSON.stringify({ email: address })),
        anyBody,
      ),
    },
    {
      route: 'POST /v1/email/otp/verify',
      method: 'POST',
      path: fc.constant('/v1/email/otp/verify'),
      body: fc.oneof(
        fc
          .record({ email, code: fc.oneof(fc.stringMatching(/^\d{6}$/), anyText(8)) })
          .map((body) => JSON.stringify(body)),
        anyBody,
      ),
    },
  ]
}

function rpcQuery(context: HostileContext): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .constantFrom(...context.chainIds)
        .map((id) => `chainId=eip155:${id}&projectId=${context.projectId}`),
    },
    {
      weight: 2,
      arbitrary: urlPart(networkLike(context)).map((chain) => `chainId=${chain}&projectId=${context.projectId}`),
    },
    { weight: 1, arbitrary: fc.constant(`chainId=${context.chainIds[0]}`) },
  )
}

/** A header left out (most often), or one of the values given. */
const sometimes = (rate: number, value: fc.Arbitrary<string>) =>
  fc.oneof({ weight: rate, arbitrary: value }, { weight: 10 - rate, arbitrary: fc.constant(undefined) })

const headersOf = (context: HostileContext) =>
  fc.record({
    origin: fc.oneof(
      { weight: 5, arbitrary: fc.constant(context.origin) },
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom('https://evil.example', 'null', '%%', ''), headerText) },
    ),
    'content-type': sometimes(
      7,
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''),
    ),
    // The API trusts the last X-Forwarded-For entry (behind a balancer): mostly distinct clients, some repeated.
    'x-forwarded-for': fc.oneof(
      { weight: 6, arbitrary: fc.ipV4() },
      { weight: 2, arbitrary: fc.ipV6() },
      { weight: 1, arbitrary: fc.constantFrom('203.0.113.1', '203.0.113.2', '2001:db8::1', 'unknown', '') },
      { weight: 1, arbitrary: headerText },
    ),
    'x-request-id': sometimes(2, headerText),
    'if-none-match': sometimes(2, fc.oneof(headerText, fc.constant('*'))),
    cookie: sometimes(
      2,
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/).map((id) => `foyer_session=${id}`),
        headerText,
      ),
    ),
    authorization: sometimes(
      2,
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/).map((id) => `Bearer ${id}`),
        headerText,
      ),
    ),
    'access-control-request-headers': sometimes(1, headerText),
  })

/** One generated request: mostly a route's own method and shape, sometimes another method or path. */
export function hostileRequest(context: HostileContext): fc.Arbitrary<HostileRequest> {
  const shapes = routeShapes(context)
  return fc
    .record({
      shape: fc.constantFrom(...shapes),
      otherMethod: sometimes(1, fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE')),
      project: projectQuery(context),
      headers: headersOf(context),
      seed: fc.nat(),
    })
    .chain(({ shape, otherMethod, project, headers, seed }) =>
      fc
        .tuple(
          shape.path,
          shape.query ?? extraQuery(pair('chainId', urlPart(networkLike(context)))),
          shape.body ?? anyBody,
        )
        .map(([path, extra, body]): HostileRequest => {
          const method = otherMethod ?? shape.method
          const query = shape.ownsQuery ? extra : [project, extra].filter(Boolean).join('&')
          return {
            route: shape.route,
            method,
            target: `${path}?${seed % 17 === 0 ? query.replaceAll('&', '&&') : query}`,
            headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
              string,
              string
            >,
            ...(method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? {} : { body }),
          }
        }),
    )
}

/** Requests a real client makes, whose answers must be the same before and after any amount of hostile input. */
export function normalRequests(context: HostileContext): { method: string; target: string; body?: string }[] {
  const sdk = `projectId=${context.projectId}&st=foyer-react&sv=0.1.0`
  const [account] = context.accounts
  const chain = context.chainIds[0]
  return [
    { method: 'GET', target: `/appkit/v1/config?${sdk}` },
    { method: 'GET', target: `/appkit/v1/project-limits?${sdk}` },
    { method: 'GET', target: `/projects/v1/origins?${sdk}` },
    { method: 'GET', target: `/getAnalyticsConfig?${sdk}` },
    { method: 'GET', target: `/getWallets?page=1&entries=8&${sdk}` },
    { method: 'GET', target: `/getWallets?search=wallet&entries=100&${sdk}` },
    { method: 'GET', target: `/getWalletImage/metamask?${sdk}` },
    { method: 'GET', target: `/public/getTokenImage/ETH?${sdk}` },
    { method: 'GET', target: `/v1/supported-chains?${sdk}` },
    { method: 'GET', target: `/v1/account/${account}/balance?chainId=eip155:${chain}&${sdk}` },
    { method: 'GET', target: `/v1/account/${account}/balance?${sdk}` },
    { method: 'GET', target: `/v1/account/${account}/history?chainId=eip155:${chain}&${sdk}` },
    { method: 'GET', target: `/v1/identity/${account}?${sdk}` },
    { method: 'GET', target: `/v1/profile/reverse/${account}?${sdk}` },
    {
      method: 'POST',
      target: `/v1/fungible/price?${sdk}`,
      body: JSON.stringify({
        currency: 'usd',
        addresses: [`eip155:${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`],
      }),
    },
    {
      method: 'POST',
      target: `/v1?chainId=${chain}&projectId=${context.projectId}`,
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [account, 'latest'] },
      ]),
    },
  ]
}
