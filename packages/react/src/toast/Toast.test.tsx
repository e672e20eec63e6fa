// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFoyer } from '../test/renderWithFoyer.tsx'
import { TOAST_AUTO_HIDE_MS } from './Toast.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Toast', () => {
  it('announces a loading toast politely and keeps it until its work ends', async () => {
    const { client } = renderWithFoyer(null)
    act(() => client.showToast('Authenticating...', 'loading'))
    const region = await screen.findByRole('status')
    expect(region.textContent).toBe('Authenticating...')
    expect(region.getAttribute('aria-live')).toBe('polite')
  })

  it('announces an error assertively and hides it after a few seconds', async () => {
    const { client } = renderWithFoyer(null)
    act(() => client.showToast('Failed to disconnect', 'error'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Failed to disconnect')

    vi.useFakeTimers()
    act(() => client.showToast('Error signing message', 'error'))
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('alert').textContent).toBe('Error signing message')
    act(() => vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS))
    expect(client.stores.toast.getState().open).toBe(false)
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})
