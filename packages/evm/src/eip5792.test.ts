import { defineNetwork } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from './eip1193.ts'
import { getCallsStatus, getCapabilities, sendCalls } from './eip5792.ts'

const devnet = defineNetwork(
  {
    id: 31337,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545/'] } },
  },
  'eip155',
)
const FROM = '0x2222222222222222222222222222222222222222'
const TO = '0x3333333333333333333333333333333333333333'

/** An EIP-1193 wallet answering from a script, recording what it was asked. */
function scriptedWallet(answers: Record<string, (params: unknown) => unknown>) {
  const asked: { method: string; params?: unknown }[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      asked.push({ method, params })
      const answer = answers[method]
      if (!answer) throw Object.assign(new Error(`The method ${method} does not exist`), { code: 4200 })
      return answer(params)
    },
  }
  return { provider, asked }
}

describe('EIP-5792 over the connected wallet', () => {
  it('passes wallet_sendCalls to the wallet with hex values and the chain, and returns its id', async () => {
    const wallet = scriptedWallet({ wallet_sendCalls: () => ({ id: '0xabc' }) })
    const result = await sendCalls(wallet.provider, {
      from: FROM,
      network: devnet,
      calls: [
        { to: TO, value: 1000n },
        { to: FROM, data: '0x' },
      ],
    })
    expect(result).toEqual({ id: '0xabc' })
    expect(wallet.asked).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            from: FROM,
            atomicRequired: false,
            calls: [
              { to: TO, value: '0x3e8' },
              { to: FROM, data: '0x' },
            ],
          },
        ],
      },
    ])
  })

  it('reads the id of an EIP-5792 1.0 wallet, which answers it alone', async () => {
    const wallet = scriptedWallet({ wallet_sendCalls: () => '0xdef' })
    await expect(sendCalls(wallet.provider, { from: FROM, network: devnet, calls: [{ to: TO }] })).resolves.toEqual({
      id: '0xdef',
    })
  })

  it("refuses a call whose 'to' does not start with 0x before the wallet sees it", async () => {
    const wallet = scriptedWallet({ wallet_sendCalls: () => ({ id: '0x1' }) })
    await expect(
      sendCalls(wallet.provider, { from: FROM, network: devnet, calls: [{ to: TO }, { to: 'vitalik.eth' }] }),
    ).rejects.toMatchObject({ code: 'CALL_TO_INVALID', message: "'to' must start with 0x" })
    expect(wallet.asked).toEqual([])
  })

  it('refuses an empty batch', async () => {
    const wallet = scriptedWallet({})
    await expect(sendCalls(wallet.provider, { from: FROM, network: devnet, calls: [] })).rejects.toMatchObject({
      message: 'At least one call is required',
    })
  })

  it('says the wallet does not support wallet_sendCalls when it answers 4200', async () => {
    const wallet = scriptedWallet({})
    await expect(
      sendCalls(wallet.provider, { from: FROM, network: devnet, calls: [{ to: TO }] }),
    ).rejects.toMatchObject({ code: 'METHOD_NOT_SUPPORTED', message: 'The wallet does not support wallet_sendCalls' })
  })

  it('reports the visitor’s no as User rejected the request', async () => {
    const wallet = scriptedWallet({
      wallet_sendCalls: () => {
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      },
    })
    await expect(
      sendCalls(wallet.provider, { from: FROM, network: devnet, calls: [{ to: TO }] }),
    ).rejects.toMatchObject({ message: 'User rejected the request' })
  })

  it("says 'Something went wrong' when the wallet answers wallet_sendCalls without a batch id", async () => {
    const wallet = scriptedWallet({ wallet_sendCalls: () => ({ capabilities: {} }) })
    await expect(sendCalls(wallet.provider, { from: FROM, network: devnet, calls: [{ to: TO }] })).rejects.toThrow(
      'Something went wrong',
    )
  })

  it("says 'Something went wrong' when the wallet answers a batch status that is no status", async () => {
    const wallet = scriptedWallet({ wallet_getCallsStatus: () => 'CONFIRMED' })
    await expect(getCallsStatus(wallet.provider, '0xabc')).rejects.toThrow('Something went wrong')
  })

  it('reads a confirmed batch’s status with its receipts', async () => {
    const wallet = scriptedWallet({
      wallet_getCallsStatus: () => ({
        version: '2.0.0',
        id: '0xabc',
        chainId: '0x7a69',
        status: 200,
        atomic: true,
        receipts: [{ status: '0x1', transactionHash: '0xfeed', blockNumber: '0x10', logs: [] }],
      }),
    })
    await expect(getCallsStatus(wallet.provider, '0xabc')).resolves.toEqual({
      status: 'success',
      statusCode: 200,
      atomic: true,
      receipts: [{ status: 'success', transactionHash: '0xfeed', blockNumber: 16n }],
    })
    expect(wallet.asked).toEqual([{ method: 'wallet_getCallsStatus', params: ['0xabc'] }])
  })

  it('reads a pending batch as pending, in both EIP-5792 versions', async () => {
    const v2 = scriptedWallet({ wallet_getCallsStatus: () => ({ status: 100, receipts: [] }) })
    const v1 = scriptedWallet({ wallet_getCallsStatus: () => ({ status: 'PENDING' }) })
    expect((await getCallsStatus(v2.provider, '0x1')).status).toBe('pending')
    expect((await getCallsStatus(v1.provider, '0x1')).status).toBe('pending')
  })

  it('reads a batch that partly failed (600) as a failure', async () => {
    const wallet = scriptedWallet({ wallet_getCallsStatus: () => ({ status: 600, receipts: [] }) })
    await expect(getCallsStatus(wallet.provider, '0x1')).resolves.toMatchObject({ status: 'failure', statusCode: 600 })
  })

  it('asks the wallet for the account’s capabilities', async () => {
    const wallet = scriptedWallet({ wallet_getCapabilities: () => ({ '0x7a69': { atomic: { status: 'supported' } } }) })
    await expect(getCapabilities(wallet.provider, FROM)).resolves.toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    expect(wallet.asked).toEqual([{ method: 'wallet_getCapabilities', params: [FROM] }])
  })
})
