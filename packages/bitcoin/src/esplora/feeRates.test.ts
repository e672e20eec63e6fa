import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinTestNetwork } from '../bitcoinTestNetwork.testing.ts'
import { feeRates } from './feeRates.ts'
import { startLoopbackServer } from './loopbackServer.testing.ts'

const fetchFn: typeof fetch = (input, init) => fetch(input, init)

let devnet: BitcoinDevnet
beforeAll(async () => {
  devnet = await startBitcoinDevnet({ port: 0, feeRate: 3 })
})
afterAll(async () => {
  await devnet?.stop()
})

/** An Esplora-like API answering `routes` by path, 404 elsewhere. */
const apiAnswering = (routes: Record<string, unknown>) =>
  startLoopbackServer((request, response) => {
    const body = routes[request.url ?? '']
    if (body === undefined) response.writeHead(404).end('Not Found')
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })

describe('feeRates', () => {
  it("reads the devnet's /fee-estimates", async () => {
    await expect(feeRates(bitcoinTestNetwork(devnet.url), fetchFn)).resolves.toEqual({ fast: 3, medium: 3, slow: 3 })
  })

  it('takes the estimates for 1, 3 and 6 blocks (or the next target up) from /fee-estimates', async () => {
    const server = await apiAnswering({ '/fee-estimates': { '1': 40.5, '2': 30, '4': 12, '144': 1.2 } })
    try {
      await expect(feeRates(bitcoinTestNetwork(server.url), fetchFn)).resolves.toEqual({
        fast: 40.5,
        medium: 12,
        slow: 1.2,
      })
    } finally {
      await server.stop()
    }
  })

  it("falls back to mempool.space's /v1/fees/recommended where /fee-estimates is missing", async () => {
    const server = await apiAnswering({ '/v1/fees/recommended': { fastestFee: 9, halfHourFee: 6, hourFee: 4 } })
    try {
      await expect(feeRates(bitcoinTestNetwork(server.url), fetchFn)).resolves.toEqual({ fast: 9, medium: 6, slow: 4 })
    } finally {
      await server.stop()
    }
  })

  it('pays the minimum relay fee rate on a chain with no estimates yet', async () => {
    const server = await apiAnswering({ '/fee-estimates': {} })
    try {
      await expect(feeRates(bitcoinTestNetwork(server.url), fetchFn)).resolves.toEqual({ fast: 1, medium: 1, slow: 1 })
    } finally {
      await server.stop()
    }
  })

  it("gives 'HTTP status code: 500' when neither endpoint answers", async () => {
    const server = await startLoopbackServer((_, response) => response.writeHead(500).end())
    try {
      await expect(feeRates(bitcoinTestNetwork(server.url), fetchFn)).rejects.toThrow('HTTP status code: 500')
    } finally {
      await server.stop()
    }
  })
})
