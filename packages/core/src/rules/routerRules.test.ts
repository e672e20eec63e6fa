import { describe, expect, it } from 'vitest'
import { backOutcome, viewToPush } from './routerRules.ts'

describe('viewToPush', () => {
  it('redirects a connecting view to UsageExceeded when the plan has exceeded its usage limit', () => {
    expect(viewToPush('ConnectingExternal', { hasExceededUsageLimit: true })).toBe('UsageExceeded')
    expect(viewToPush('ConnectingWalletConnect', { hasExceededUsageLimit: true })).toBe('UsageExceeded')
  })

  it('lets a connecting view through while the plan is within its limits', () => {
    expect(viewToPush('ConnectingExternal', { hasExceededUsageLimit: false })).toBe('ConnectingExternal')
  })

  it('never redirects a view that does not connect', () => {
    expect(viewToPush('Networks', { hasExceededUsageLimit: true })).toBe('Networks')
    expect(viewToPush('AllWallets', { hasExceededUsageLimit: true })).toBe('AllWallets')
  })
})

describe('backOutcome', () => {
  it('closes the modal when the history has a single entry', () => {
    expect(backOutcome(['Connect'], { isConnected: false })).toEqual({ type: 'close' })
    expect(backOutcome(['Account'], { isConnected: true })).toEqual({ type: 'close' })
  })

  it('returns to the previous view', () => {
    expect(backOutcome(['Connect', 'AllWallets'], { isConnected: false })).toEqual({
      type: 'navigate',
      history: ['Connect'],
    })
  })

  it('shows Account instead of Connect when going back while connected', () => {
    expect(backOutcome(['Connect', 'ConnectingExternal'], { isConnected: true })).toEqual({
      type: 'navigate',
      history: ['Account'],
    })
  })

  it('does not change the history it is given', () => {
    const history = ['Connect', 'AllWallets'] as const
    backOutcome(history, { isConnected: true })
    expect(history).toEqual(['Connect', 'AllWallets'])
  })
})
