import {
  ANALYTICS_LIMITS,
  PROFILE_API_VERSION as API_PROFILE_VERSION,
  WALLETS_MAX_SEARCH_LENGTH,
} from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { ANALYTICS_BATCH_SIZE } from '../analytics/analyticsQueue.ts'
import { PROFILE_API_VERSION } from './receiverProfile.ts'
import { SEARCH_MAX_LENGTH } from './walletRegistry.ts'

// The browser's chunks mirror a few of the API's constants rather than import the protocol's zod schemas.
describe("the client's copies of the API's constants", () => {
  it('are the same as the protocol says', () => {
    expect(PROFILE_API_VERSION).toBe(API_PROFILE_VERSION)
    expect(SEARCH_MAX_LENGTH).toBe(WALLETS_MAX_SEARCH_LENGTH)
    expect(ANALYTICS_BATCH_SIZE).toBe(ANALYTICS_LIMITS.batchEvents)
  })
})
