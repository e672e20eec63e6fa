import { describe, expect, it } from 'vitest'
import type { CallsStatus } from '../adapter/calls.ts'
import { CALLS_STATUS_CACHE_TTL_MS, createCallsStatusCache } from './callsStatusCache.ts'

const pending: CallsStatus = { status: 'pending', statusCode: 100, receipts: [] }
const confirmed: CallsStatus = {
  status: 'success',
  statusCode: 200,
  receipts: [{ transactionHash: '0xfeed', status: 'success', blockNumber: 7n }],
}
const failed: CallsStatus = { status: 'failure', statusCode: 500, receipts: [] }

function setup(answers: CallsStatus[]) {
  let time = 0
  let asked = 0
  const cache = createCallsStatusCache(() => time)
  const ask = async () => answers[Math.min(asked++, answers.length - 1)] as CallsStatus
  return { status: (id = '0xba7c') => cache(id, ask), asked: () => asked, advance: (ms: number) => (time += ms) }
}

describe('wallet_getCallsStatus cache (SPEC §9 call-status cache 86400 s)', () => {
  it('asks the wallet every time while the batch is pending', async () => {
    const { status, asked } = setup([pending])
    await status()
    expect(await status()).toEqual(pending)
    expect(asked()).toBe(2)
  })

  it('keeps a confirmed status and does not ask again within 86,400 s', async () => {
    const { status, asked, advance } = setup([pending, confirmed])
    await status()
    await status()
    advance(CALLS_STATUS_CACHE_TTL_MS - 1)
    expect(await status()).toEqual(confirmed)
    expect(asked()).toBe(2)
  })

  it('keeps a failed status as final too', async () => {
    const { status, asked } = setup([failed])
    await status()
    expect(await status()).toEqual(failed)
    expect(asked()).toBe(1)
  })

  it('asks again once 86,400 s have passed', async () => {
    const { status, asked, advance } = setup([confirmed])
    await status()
    advance(CALLS_STATUS_CACHE_TTL_MS)
    await status()
    expect(asked()).toBe(2)
  })

  it('keeps each batch id apart', async () => {
    const { status, asked } = setup([confirmed])
    await status('0x01')
    await status('0x02')
    expect(asked()).toBe(2)
  })
})
