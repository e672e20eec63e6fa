import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinDevnet, startBitcoinDevnet } from './bitcoinDevnet.ts'

let devnet: BitcoinDevnet
beforeAll(async () => {
  devnet = await startBitcoinDevnet({})
})
afterAll(() => devnet.stop())

const unknownTxid = 'ab'.repeat(32)
const mainnetAddress = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

describe('malformed Esplora requests', () => {
  it.each([
    ['GET', '/tx/zz', 400, 'Invalid transaction id'],
    ['GET', `/tx/${unknownTxid}`, 404, 'Transaction not found'],
    ['GET', `/tx/${unknownTxid.toUpperCase()}/hex`, 404, 'Transaction not found'],
    ['GET', '/block/xyz', 400, 'Invalid block hash'],
    ['GET', `/block/${unknownTxid}`, 404, 'Block not found'],
    ['GET', '/block-height/abc', 404, 'Block not found'],
    ['GET', '/block-height/99999', 404, 'Block not found'],
    ['GET', '/blocks/-1', 400, 'Invalid block height'],
    ['GET', `/address/${mainnetAddress}/utxo`, 400, 'Invalid Bitcoin address'],
    ['GET', '/address/%E0%A4%A/utxo', 400, 'Invalid Bitcoin address'],
    ['GET', '/address/', 400, 'Invalid Bitcoin address'],
    ['GET', '/nothing/here', 404, 'Endpoint not found'],
    ['POST', '/regtest/mine/abc', 400, 'Block count must be a whole number from 1 to 1000'],
    ['POST', '/regtest/mine/1001', 400, 'Block count must be a whole number from 1 to 1000'],
    ['POST', '/regtest/mine/1/notanaddress', 400, 'Invalid Bitcoin address'],
    ['PUT', '/tx', 405, 'Method not allowed'],
  ])('answers %s %s with %i', async (method, path, status, body) => {
    const response = await fetch(`${devnet.url}${path}`, { method })
    expect({ status: response.status, body: await response.text() }).toEqual({ status, body })
  })

  it('answers an output index past the last output with 400', async () => {
    const txid = devnet.chain.state.tip.txs[0]?.txid
    expect((await fetch(`${devnet.url}/tx/${txid}/outspend/7`)).status).toBe(400)
  })

  it('answers an empty POST /tx body with a Core decode error', async () => {
    const response = await fetch(`${devnet.url}/tx`, { method: 'POST', body: '' })
    expect(await response.text()).toBe(
      'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed. Make sure the tx has at least one input."}',
    )
  })

  it('answers a body past 800 kB with 413', async () => {
    const response = await fetch(`${devnet.url}/tx`, { method: 'POST', body: '00'.repeat(500_000) })
    expect(response.status).toBe(413)
  })

  it('opens CORS to every origin', async () => {
    const response = await fetch(`${devnet.url}/blocks/tip/height`, { headers: { origin: 'http://example.test' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
