import { describe, expect, it } from 'vitest'
import { computePlanLimits } from './planLimits.ts'

describe('computePlanLimits', () => {
  it('is above a limit only once usage exceeds it', () => {
    const project = { tier: 'starter' as const, mauLimit: 2, rpcLimit: 10 }
    expect(computePlanLimits(project, { mau: 2, rpcRequests: 10 })).toEqual({
      tier: 'starter',
      isAboveMauLimit: false,
      isAboveRpcLimit: false,
    })
    expect(computePlanLimits(project, { mau: 3, rpcRequests: 11 })).toEqual({
      tier: 'starter',
      isAboveMauLimit: true,
      isAboveRpcLimit: true,
    })
  })

  it('falls back to the starter defaults when the project sets no limit', () => {
    const project = { tier: 'starter' as const, mauLimit: null, rpcLimit: null }
    expect(computePlanLimits(project, { mau: 1_001, rpcRequests: 500_000 })).toMatchObject({
      isAboveMauLimit: true,
      isAboveRpcLimit: false,
    })
  })

  it('leaves the paid tiers unlimited by default', () => {
    const project = { tier: 'pro' as const, mauLimit: null, rpcLimit: null }
    expect(computePlanLimits(project, { mau: 1e9, rpcRequests: 1e12 })).toMatchObject({
      isAboveMauLimit: false,
      isAboveRpcLimit: false,
    })
  })
})
