import { describe, expect, it, vi } from 'vitest'
import { clientLogger } from './clientLogger.ts'

// The ring's chunk cannot be fetched (the visitor went offline after the page loaded).
vi.mock('./createLogger.ts', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('clientLogger without its code', () => {
  it('stops queuing entries once its code failed to load, keeping nothing', async () => {
    const logger = clientLogger({ enableLogger: true })
    await vi.waitFor(() => expect(logger.log(50, 'connect failed')).toBe(false))
    expect(logger.entries()).toEqual([])
  })
})
