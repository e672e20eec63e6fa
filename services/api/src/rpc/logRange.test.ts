import { describe, expect, it } from 'vitest'
import { logRangeBlocks, logRangeNeedsHead } from './logRange.ts'

describe('log ranges', () => {
  it('count the blocks between two numbers, both ends included', () => {
    expect(logRangeBlocks({ fromBlock: '0x0', toBlock: '0x270f' }, 0n)).toBe(10_000n)
    expect(logRangeBlocks({ fromBlock: '0x10', toBlock: '0x1' }, 0n)).toBe(0n)
  })

  it('read latest and an absent bound as the head and earliest as block 0', () => {
    expect(logRangeBlocks({ fromBlock: 'earliest' }, 99n)).toBe(100n)
    expect(logRangeBlocks({ fromBlock: '0x5', toBlock: 'safe' }, 9n)).toBe(5n)
    expect(logRangeBlocks({}, 123n)).toBe(1n)
  })

  it('count one block for a block hash', () => {
    expect(logRangeBlocks({ blockHash: `0x${'1'.repeat(64)}` }, 5n)).toBe(1n)
  })

  it('need the head only when one bound is a head tag and the other is not', () => {
    expect(logRangeNeedsHead({ fromBlock: '0x0', toBlock: 'latest' })).toBe(true)
    expect(logRangeNeedsHead({ fromBlock: 'earliest' })).toBe(true)
    expect(logRangeNeedsHead({})).toBe(false)
    expect(logRangeNeedsHead({ fromBlock: '0x0', toBlock: '0x5' })).toBe(false)
    expect(logRangeNeedsHead({ fromBlock: 'earliest', toBlock: 'earliest' })).toBe(false)
  })
})
