import { type Devnet, startDevnet } from '@foyer/devnet'
import { type Hex, hexToBigInt } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillTransaction } from './fillTransaction.ts'
import type { JsonRpc } from './jsonRpc.ts'

let devnet: Devnet
let rpc: JsonRpc
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' // devnet account 1, funded
const TO = '0x000000000000000000000000000000000000dEaD'

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0], contracts: false })
  const url = devnet.chains[0]!.rpcUrl
  rpc = {
    async request(method, params) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result?: unknown }).result
    },
  }
})
afterAll(async () => {
  await devnet?.stop()
})

const quantity = async (method: string, params: unknown[]) => hexToBigInt((await rpc.request(method, params)) as Hex)

describe('fillTransaction', () => {
  it("fills the pending nonce, the node's gas estimate and EIP-1559 fees above the base fee", async () => {
    const filled = await fillTransaction({ to: TO, value: 1n }, FROM, 31337, rpc)
    const block = (await rpc.request('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas: Hex }
    expect(filled).toMatchObject({
      type: 'eip1559',
      chainId: 31337,
      nonce: Number(await quantity('eth_getTransactionCount', [FROM, 'pending'])),
      gas: await quantity('eth_estimateGas', [{ from: FROM, to: TO, value: '0x1' }]),
    })
    if (filled.type !== 'eip1559') throw new Error('expected EIP-1559 fees')
    expect(filled.maxPriorityFeePerGas).toBe(await quantity('eth_maxPriorityFeePerGas', []))
    expect(filled.maxFeePerGas).toBe(hexToBigInt(block.baseFeePerGas) * 2n + filled.maxPriorityFeePerGas)
  })

  it("keeps the dapp's own nonce, gas and fees", async () => {
    const filled = await fillTransaction(
      { to: TO, value: 0n, nonce: 7, gas: 30_000n, maxFeePerGas: 5n, maxPriorityFeePerGas: 2n },
      FROM,
      31337,
      rpc,
    )
    expect(filled).toMatchObject({ nonce: 7, gas: 30_000n, maxFeePerGas: 5n, maxPriorityFeePerGas: 2n })
  })

  it('fills a legacy transaction when the dapp names a gas price', async () => {
    expect(await fillTransaction({ to: TO, value: 0n, gasPrice: 9n }, FROM, 31337, rpc)).toMatchObject({
      type: 'legacy',
      gasPrice: 9n,
    })
  })
})
