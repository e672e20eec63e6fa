import { describe, expect, it } from 'vitest'
import { DEFAULT_RPC_RATE_LIMIT, rpcRateLimitOf } from './rpcRateLimit.ts'

describe('rpcRateLimitOf', () => {
  it('takes the configured RPC limits, or turns them off with the request limit', () => {
    const configured = { perIp: { capacity: 5, refillPerSecond: 1 }, perProject: { capacity: 50, refillPerSecond: 10 } }
    expect(rpcRateLimitOf(configured, false)).toBe(configured)
    expect(rpcRateLimitOf(undefined, false)).toBe(false)
    expect(rpcRateLimitOf(undefined, undefined)).toBe(DEFAULT_RPC_RATE_LIMIT)
  })

  it('follows a configured request limit: its rule per IP, ten times it per project', () => {
    expect(rpcRateLimitOf(undefined, { capacity: 20_000, refillPerSecond: 5_000 })).toEqual({
      perIp: { capacity: 20_000, refillPerSecond: 5_000 },
      perProject: { capacity: 200_000, refillPerSecond: 50_000 },
    })
  })
})
