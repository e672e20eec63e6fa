import fc from 'fast-check'

// Whole HTTP/1.1 requests as bytes on the socket, for what only a real server meets: framing headers that
// lie, header values and counts past Node's limits, bytes that are not UTF-8 in the request line, a query
// that repeats one key thousands of times, X-Forwarded-For and Origin in every broken shape.

export interface RawRequest {
  /** What the request is, for a failure's message. */
  label: string
  bytes: Buffer
  /** The request ends early (its body is shorter than it declares): the client closes, an answer is optional. */
  truncated: boolean
}

const latin1 = (text: string) => Buffer.from(text, 'latin1')
/** Bytes 0x80–0xFF: not UTF-8 on their own, legal in an HTTP header value (obs-text), raw in a request line. */
const highBytes = fc
  .array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 12 })
  .map((codes) => String.fromCharCode(...codes))
const visible = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
})

function pathOf(projectId: string, account: string): fc.Arbitrary<string> {
  const sdk = `projectId=${projectId}&st=foyer-react&sv=0.1.0`
  const route = fc.constantFrom(
    '/health',
    '/getWallets',
    '/appkit/v1/config',
    '/appkit/v1/project-limits',
    `/v1/account/${account}/balance`,
    '/e',
    '/batch',
    '/v1/',
  )
  const query = fc.oneof(
    { weight: 4, arbitrary: fc.constant(sdk) },
    // One key thousands of times (a repeated key keeps its first value), or thousands of distinct keys.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 1_500 }), fc.constantFrom('projectId', 'st', 'page', 'chainId', 'x'))
        .map(([times, key]) => `${sdk}&${`${key}=${projectId}&`.repeat(times)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100, max: 1_500 })
        .map((keys) => `${sdk}&${Array.from({ length: keys }, (_, index) => `k${index}=`).join('&')}`),
    },
    // Raw bytes that are not UTF-8, where a browser would percent-encode.
    { weight: 2, arbitrary: highBytes.map((junk) => `${sdk}&chainId=${junk}&${junk}=1`) },
    { weight: 1, arbitrary: fc.constantFrom('', '?', '&&&', '=', `${sdk}#frag`, '%', `${sdk}&%ZZ=%FF`) },
  )
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(route, query).map(([path, text]) => `${path}?${text}`) },
    { weight: 1, arbitrary: fc.tuple(route, highBytes).map(([path, junk]) => `${path}${junk}?${sdk}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('*', '//', '/..%2f..%2fetc/passwd', `http://evil.example/getWallets?${sdk}`),
    },
  )
}

/** Extra header lines, each `name: value` (the value may hold bytes 0x80–0xFF). */
const hostileHeaders = fc.oneof(
  // X-Forwarded-For (the API trusts its last entry behind a balancer) in every broken shape.
  fc
    .oneof(
      fc
        .array(fc.oneof(fc.ipV4(), fc.ipV6(), visible, highBytes, fc.constant('')), { maxLength: 300 })
        .map((parts) => parts.join(', ')),
      fc.constantFrom(
        '',
        ',',
        ' , , ',
        'unknown',
        '::1%eth0',
        '[::1]:80',
        '999.999.999.999',
        '1.2.3.4, ',
        'x'.repeat(8_000),
      ),
    )
    .map((value) => [`X-Forwarded-For: ${value}`]),
  fc
    .oneof(
      visible,
      highBytes,
      fc.constantFrom('null', 'http://', 'https://evil.example', `https://${'a'.repeat(6_000)}.example`),
    )
    .map((value) => [`Origin: ${value}`]),
  fc
    .oneof(
      visible,
      highBytes,
      fc.constantFrom(
        'application/json; charset=utf-7',
        'multipart/form-data; boundary=',
        ';;;',
        'application/json'.repeat(300),
        '*/*',
      ),
    )
    .map((value) => [`Content-Type: ${value}`]),
  // One value past Node's 16 KB header limit, or just under it.
  fc.integer({ min: 4_000, max: 20_000 }).map((size) => [`X-Filler: ${'v'.repeat(size)}`]),
  // Many headers: a few hundred small ones, or enough to pass the limit.
  fc
    .integer({ min: 50, max: 2_500 })
    .map((count) => Array.from({ length: count }, (_, index) => `X-H${index}: ${index}`)),
  fc.tuple(visible, highBytes).map(([name, value]) => [`X-${name.replace(/[^A-Za-z0-9-]/g, '') || 'Junk'}: ${value}`]),
  fc.constant([] as string[]),
)

type Framing = { headers: string[]; body: string; truncated: boolean; label: string }

/** How the body is framed: honestly, or with Content-Length / Transfer-Encoding that lie or conflict. */
const framings = (body: fc.Arbitrary<string>): fc.Arbitrary<Framing> =>
  body.chain((text) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom<Framing>(
          {
            headers: [`Content-Length: ${Buffer.byteLength(text, 'latin1')}`],
            body: text,
            truncated: false,
            label: 'honest',
          },
          { headers: [], body: '', truncated: false, label: 'no body' },
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Framing>(
          {
            headers: [`Content-Length: ${Buffer.byteLength(text, 'latin1') + 100}`],
            body: text,
            truncated: true,
            label: 'short body',
          },
          { headers: ['Content-Length: 99999999999'], body: text, truncated: true, label: 'huge declared length' },
          { headers: ['Content-Length: -1'], body: text, truncated: false, label: 'negative length' },
          { headers: ['Content-Length: 12abc'], body: text, truncated: false, label: 'non-numeric length' },
          { headers: ['Content-Length: 1', 'Content-Length: 2'], body: 'ab', truncated: false, label: 'two lengths' },
          {
            headers: ['Transfer-Encoding: chunked', 'Content-Length: 3'],
            body: `${text.length.toString(16)}\r\n${text}\r\n0\r\n\r\n`,
            truncated: false,
            label: 'chunked and length',
          },
          {
            headers: ['Transfer-Encoding: chunked'],
            body: `${text.length.toString(16)}\r\n${text}\r\n0\r\n\r\n`,
            truncated: false,
            label: 'chunked',
          },
          {
            headers: ['Transfer-Encoding: gzip, chunked'],
            body: '0\r\n\r\n',
            truncated: false,
            label: 'unknown coding',
          },
        ),
      },
    ),
  )

const bodies = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('{"events":[]}', '[]', '{}', '{"type":"error"}') },
  { weight: 2, arbitrary: fc.tuple(visible, highBytes).map(([text, junk]) => `{"${text}":"${junk}"}`) },
  // Past every body limit of the API (the largest is 1 MiB).
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((mib) => `[${'0,'.repeat(mib * 512 * 1024)}0]`) },
)

export function hostileRawRequest(projectId: string, account: string): fc.Arbitrary<RawRequest> {
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'GE T'),
      path: pathOf(projectId, account),
      headers: fc.array(hostileHeaders, { maxLength: 3 }),
      framing: framings(bodies),
    })
    .map(({ method, path, headers, framing }) => {
      const lines = [
        `${method} ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Connection: close',
        ...headers.flat(),
        ...framing.headers,
      ]
      const head = `${lines.join('\r\n')}\r\n\r\n`
      return {
        label: `${method} ${path.slice(0, 120)} [${framing.label}; ${headers
          .flat()
          .map((line) => line.slice(0, 40))
          .join(' | ')}] (${head.length} bytes of head)`,
        bytes: Buffer.concat([latin1(head), latin1(framing.body)]),
        truncated: framing.truncated,
      }
    })
}
