// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedValue } from './useDebouncedValue.ts'
import { SEARCH_DEBOUNCE_MS } from './walletList.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useDebouncedValue', () => {
  it('waits 300 ms after the last keystroke before the wallet search sees it (SPEC §9)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300)
    const { result, rerender } = renderHook(({ query }) => useDebouncedValue(query, SEARCH_DEBOUNCE_MS), {
      initialProps: { query: '' },
    })
    rerender({ query: 'ra' })
    act(() => vi.advanceTimersByTime(200))
    rerender({ query: 'rab' })
    act(() => vi.advanceTimersByTime(299))
    expect(result.current).toBe('')

    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('rab')
  })
})
