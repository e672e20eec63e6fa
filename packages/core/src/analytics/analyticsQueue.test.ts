import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_BYTES,
  type AnalyticsEvent,
  createAnalyticsQueue,
} from './analyticsQueue.ts'

const event = (name: string, padding = 0): AnalyticsEvent => ({
  eventId: name,
  url: 'https://dapp.example/',
  domain: 'dapp.example',
  timestamp: 0,
  props: { type: 'track', event: name, properties: { padding: 'x'.repeat(padding) } },
})

function setup() {
  let time = 0
  const batches: { names: string[]; leaving: boolean }[] = []
  const queue = createAnalyticsQueue({
    send: (events, leaving) => batches.push({ names: events.map((e) => e.eventId), leaving }),
    now: () => time,
  })
  return { queue, batches, advance: (ms: number) => (time += ms) }
}

afterEach(() => vi.useRealTimers())

describe('analytics queue (SPEC §9)', () => {
  it('holds small events until 10 s have passed since the last flush', () => {
    const { queue, batches, advance } = setup()
    queue.add(event('a'))
    advance(9_999)
    queue.add(event('b'))
    expect(batches).toEqual([])
    advance(1)
    queue.add(event('c'))
    expect(batches).toEqual([{ names: ['a', 'b', 'c'], leaving: false }])
  })

  it('flushes as soon as the queue passes 45 KB', () => {
    const { queue, batches } = setup()
    queue.add(event('big', 30 * 1024))
    expect(batches).toEqual([])
    queue.add(event('bigger', 16 * 1024))
    expect(queue.size()).toBe(0)
    expect(batches).toEqual([{ names: ['big', 'bigger'], leaving: false }])
    expect(ANALYTICS_FLUSH_BYTES).toBe(45 * 1024)
  })

  it('never sends more than 1000 events in one batch (SPEC §9 batch size 1000), however small they are', () => {
    const sizes: number[] = []
    const queue = createAnalyticsQueue({
      send: (events) => sizes.push(events.length),
      now: () => 0,
      maxBytes: Number.POSITIVE_INFINITY,
    })
    for (let index = 0; index < 2500; index++) queue.add(event(String(index)))
    queue.flush()
    expect(ANALYTICS_BATCH_SIZE).toBe(1000)
    expect(sizes).toEqual([1000, 1000, 500])
  })

  it('flushes every 10 s once started, and sends nothing when empty', () => {
    vi.useFakeTimers()
    const batches: string[][] = []
    const queue = createAnalyticsQueue({ send: (events) => batches.push(events.map((e) => e.eventId)) })
    queue.start()
    queue.add(event('a'))
    vi.advanceTimersByTime(10_000)
    vi.advanceTimersByTime(10_000)
    queue.stop()
    expect(batches).toEqual([['a']])
  })

  it('marks the flush when the page is leaving', () => {
    const { queue, batches } = setup()
    queue.add(event('a'))
    queue.flush(true)
    expect(batches).toEqual([{ names: ['a'], leaving: true }])
  })
})
