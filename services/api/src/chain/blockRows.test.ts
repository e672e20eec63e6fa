import { describe, expect, it } from 'vitest'
import { blockRows, NATIVE_LOG_INDEX, type RpcBlock, TRANSFER_TOPIC } from './blockRows.ts'

const alice = '0x1111111111111111111111111111111111111111'
const bob = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
const amount = `0x${5n.toString(16).padStart(64, '0')}`

const block = (transactions: RpcBlock['transactions']): RpcBlock => ({
  number: '0x10',
  hash: '0xblock',
  timestamp: '0x6553f100',
  transactions,
})

describe('blockRows', () => {
  it('records a value transfer and an ERC-20 Transfer log, with activity for both sides', () => {
    const rows = blockRows(
      31337,
      block([{ hash: '0xA', from: alice, to: token, value: '0x1', transactionIndex: '0x0' }]),
      [
        {
          transactionHash: '0xa',
          status: '0x1',
          logs: [{ address: token, topics: [TRANSFER_TOPIC, topic(alice), topic(bob)], data: amount, logIndex: '0x3' }],
        },
      ],
    )
    expect(rows.transfers).toEqual([
      {
        chainId: 31337,
        hash: '0xa',
        logIndex: NATIVE_LOG_INDEX,
        token: 'native',
        fromAddress: alice,
        toAddress: token,
        amount: '1',
      },
      { chainId: 31337, hash: '0xa', logIndex: 3, token, fromAddress: alice, toAddress: bob, amount: '5' },
    ])
    expect(rows.activity.map((row) => row.address).sort()).toEqual([alice, bob, token].sort())
    expect(rows.transactions[0]).toMatchObject({
      blockNumber: 16n,
      status: 'confirmed',
      minedAt: new Date(0x6553f100 * 1000),
    })
  })

  it('moves no value for a failed transaction and ignores ERC-721 and malformed Transfer logs', () => {
    const rows = blockRows(
      31337,
      block([{ hash: '0xb', from: alice, to: bob, value: '0x5', transactionIndex: '0x0' }]),
      [
        {
          transactionHash: '0xb',
          status: '0x0',
          logs: [
            {
              address: token,
              topics: [TRANSFER_TOPIC, topic(alice), topic(bob), topic(bob)],
              data: '0x',
              logIndex: '0x0',
            },
            { address: token, topics: [TRANSFER_TOPIC, topic(alice), topic(bob)], data: '0x12', logIndex: '0x1' },
          ],
        },
      ],
    )
    expect(rows.transactions[0]?.status).toBe('failed')
    expect(rows.transfers).toEqual([])
  })

  it('gives the zero address of a mint no history', () => {
    const zero = '0x0000000000000000000000000000000000000000'
    const rows = blockRows(
      31337,
      block([{ hash: '0xc', from: alice, to: null, value: '0x0', transactionIndex: '0x0' }]),
      [
        {
          transactionHash: '0xc',
          status: '0x1',
          contractAddress: token,
          logs: [{ address: token, topics: [TRANSFER_TOPIC, topic(zero), topic(bob)], data: amount, logIndex: '0x0' }],
        },
      ],
    )
    expect(rows.activity.map((row) => row.address).sort()).toEqual([alice, bob].sort())
  })
})
