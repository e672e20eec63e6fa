import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastController } from './toastController.ts'

describe('toastController', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens a toast at once when none is open', () => {
    const toast = createToastController()
    toast.show('Authenticating...', 'loading')
    expect(toast.store.getState()).toEqual({ open: true, message: 'Authenticating...', variant: 'loading' })
  })

  it('closes an open toast and reopens it with the new message after 150 ms', () => {
    const toast = createToastController()
    toast.show('Authenticating...', 'loading')
    toast.show('Error signing message', 'error')
    expect(toast.store.getState().open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(toast.store.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast.store.getState()).toEqual({ open: true, message: 'Error signing message', variant: 'error' })
  })

  it('shows only the latest message when several arrive within 150 ms', () => {
    const toast = createToastController()
    toast.show('one', 'success')
    toast.show('two', 'success')
    toast.show('three', 'error')
    vi.advanceTimersByTime(150)
    expect(toast.store.getState()).toMatchObject({ open: true, message: 'three' })
  })
})
