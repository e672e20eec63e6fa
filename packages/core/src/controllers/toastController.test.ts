import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastController } from './toastController.ts'

describe('toastController', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens a toast at once when none is open', () => {
    const toast = createToastController()
    toast.show({ code: 'AUTHENTICATING' }, 'loading')
    expect(toast.store.getState()).toEqual({ open: true, code: 'AUTHENTICATING', variant: 'loading' })
  })

  it('closes an open toast and reopens it with the new text after 150 ms', () => {
    const toast = createToastController()
    toast.show({ code: 'AUTHENTICATING' }, 'loading')
    toast.show({ code: 'ERROR_SIGNING_MESSAGE' }, 'error')
    expect(toast.store.getState().open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(toast.store.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast.store.getState()).toEqual({ open: true, code: 'ERROR_SIGNING_MESSAGE', variant: 'error' })
  })

  it('shows only the latest text when several arrive within 150 ms', () => {
    const toast = createToastController()
    toast.show({ message: 'one' }, 'success')
    toast.show({ message: 'two' }, 'success')
    toast.show({ code: 'ERROR_REGISTERING_NAME', values: { name: 'three.reown.id' } }, 'error')
    vi.advanceTimersByTime(150)
    expect(toast.store.getState()).toEqual({
      open: true,
      code: 'ERROR_REGISTERING_NAME',
      values: { name: 'three.reown.id' },
      variant: 'error',
    })
  })

  it("keeps a dapp's own message as it is, without a code left from the toast before", () => {
    const toast = createToastController()
    toast.show({ code: 'AUTHENTICATING' }, 'loading')
    toast.hide()
    toast.show({ message: 'Saved' }, 'success')
    expect(toast.store.getState()).toEqual({ open: true, message: 'Saved', variant: 'success' })
  })
})
