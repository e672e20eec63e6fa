import { describe, expect, it } from 'vitest'
import { createApprovalSignal } from './approvalSignal.ts'

describe('approval signal', () => {
  it('wakes every wait on a key when it is signalled, and forgets them', async () => {
    const signal = createApprovalSignal()
    const waits = [signal.wait('a', 60_000), signal.wait('a', 60_000)]
    const other = signal.wait('b', 60_000)
    expect(signal.size()).toBe(3)
    signal.signal('a')
    await Promise.all(waits)
    expect(signal.size()).toBe(1)
    signal.signal('b')
    await other
    expect(signal.size()).toBe(0)
  })

  it('ends a wait when its time is up or its request is aborted', async () => {
    const signal = createApprovalSignal()
    await signal.wait('a', 1)
    const controller = new AbortController()
    const aborted = signal.wait('a', 60_000, controller.signal)
    controller.abort()
    await aborted
    expect(signal.size()).toBe(0)
  })
})
