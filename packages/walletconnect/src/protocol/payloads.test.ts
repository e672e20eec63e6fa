import { describe, expect, it } from 'vitest'
import { PayloadError } from './guards.ts'
import { readPeerMessage, readSessionPropose, readSessionSettle } from './payloads.ts'

const key = 'ab'.repeat(32)
const metadata = { name: 'Dapp', description: 'd', url: 'https://dapp.example', icons: [] }

describe('payload readers', () => {
  it('reads a JSON-RPC request, result and error, and refuses anything else', () => {
    expect(readPeerMessage('{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}')).toMatchObject({
      kind: 'request',
      method: 'wc_sessionPing',
    })
    expect(readPeerMessage('{"id":1,"jsonrpc":"2.0","result":true}')).toEqual({ kind: 'result', id: 1, result: true })
    expect(readPeerMessage('{"id":1,"jsonrpc":"2.0","error":{"code":5000,"message":"User rejected."}}')).toMatchObject({
      kind: 'error',
      error: { code: 5000 },
    })
    expect(() => readPeerMessage('not json')).toThrow('message must be JSON')
    expect(() => readPeerMessage('{"id":1.5,"jsonrpc":"2.0","result":true}')).toThrow('message.id must be an integer')
    expect(() => readPeerMessage('{"id":1,"jsonrpc":"1.0","method":"x"}')).toThrow(PayloadError)
    expect(() => readPeerMessage('{"id":1,"jsonrpc":"2.0"}')).toThrow('a JSON-RPC request or response')
  })

  it('reads a proposal, keeping only the fields the protocol defines', () => {
    const read = readSessionPropose(
      {
        relays: [{ protocol: 'irn' }],
        proposer: { publicKey: key, metadata },
        optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
        expiryTimestamp: 1_900_000_000.5,
        injected: '<script>',
      },
      'params',
    )
    expect(read.expiryTimestamp).toBe(1_900_000_000)
    expect(read).not.toHaveProperty('injected')
  })

  it('refuses a proposer key that is not 32 bytes of hex, and a settlement without namespaces', () => {
    expect(() =>
      readSessionPropose({ relays: [{ protocol: 'irn' }], proposer: { publicKey: 'xyz', metadata } }, 'params'),
    ).toThrow('params.proposer.publicKey must be 32 bytes of lowercase hex')
    expect(() =>
      readSessionSettle(
        { relay: { protocol: 'irn' }, controller: { publicKey: key, metadata }, expiry: 1_900_000_000 },
        'params',
      ),
    ).toThrow('params.namespaces must be an object')
  })
})
