// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS, WalletSearch } from './WalletSearch.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const wallets = [
  ...Array.from({ length: 3000 }, (_, index) => ({ id: `w${index}`, name: `Wallet ${index}` })),
  { id: 'rabby', name: 'Rabby' },
  { id: 'rainbow', name: 'Rainbow' },
]

describe('WalletSearch', () => {
  it('waits 300 ms after the last keystroke before filtering (SPEC §9)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300)
    const onSelect = vi.fn()
    render(<WalletSearch wallets={wallets} onSelect={onSelect} />)
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })

    fireEvent.change(input, { target: { value: 'ra' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(input, { target: { value: 'rab' } })
    act(() => vi.advanceTimersByTime(299))
    expect(screen.getByText('Wallet 0')).toBeDefined()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Wallet 0')).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('status').textContent).toBe('1 wallet')

    fireEvent.click(screen.getByRole('button', { name: 'Rabby' }))
    expect(onSelect).toHaveBeenCalledWith({ id: 'rabby', name: 'Rabby' })
  })

  it('says so when nothing matches', () => {
    render(<WalletSearch wallets={wallets} onSelect={() => {}} />)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } })
    act(() => vi.advanceTimersByTime(300))
    expect(screen.getByText('No wallet matches “zzz”')).toBeDefined()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
