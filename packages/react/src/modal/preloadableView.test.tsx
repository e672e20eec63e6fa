// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Activity, Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadableView } from './preloadableView.ts'

const Loaded = () => <p>the view</p>
const Room = () => <div data-testid="room" />

afterEach(cleanup)

describe('preloadableView', () => {
  it('renders at once, with no loading state, once preloaded', async () => {
    const View = preloadableView(async () => Loaded)
    await View.preload()
    render(
      <Suspense fallback={<p>loading</p>}>
        <View />
      </Suspense>,
    )
    expect(screen.getByText('the view')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it('shows the loading state, without suspending, until its chunk arrives, and fetches it once', async () => {
    let loads = 0
    let arrive: (component: typeof Loaded) => void = () => {}
    const View = preloadableView(() => {
      loads++
      return new Promise((resolve) => {
        arrive = resolve
      })
    })
    render(
      <Suspense fallback={<p>loading</p>}>
        <View />
      </Suspense>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(screen.queryByText('loading')).toBeNull()
    void View.preload()
    await act(async () => arrive(Loaded))
    expect(await screen.findByText('the view')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it("draws a part's own room instead of the loading state when it has one, then the part", async () => {
    let arrive: (component: typeof Loaded) => void = () => {}
    const View = preloadableView(() => new Promise((resolve) => (arrive = resolve)), Room)
    render(<View />)
    expect(screen.getByTestId('room')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    await act(async () => arrive(Loaded))
    expect(await screen.findByText('the view')).toBeTruthy()
    expect(screen.queryByTestId('room')).toBeNull()
  })

  it('drawn hidden before its chunk came, draws the view once shown', async () => {
    let arrive: (component: typeof Loaded) => void = () => {}
    const View = preloadableView(() => new Promise((resolve) => (arrive = resolve)))
    // One element for both renders, as the modal keeps its shell's: revealing it re-renders nothing by itself.
    const view = <View />
    const page = (mode: 'hidden' | 'visible') => <Activity mode={mode}>{view}</Activity>
    const { rerender } = render(page('hidden'))
    // Hidden, it runs no effects: the chunk arrives through someone else's preload while it shows its loading state.
    const preloaded = View.preload()
    arrive(Loaded)
    await preloaded
    rerender(page('visible'))
    expect(await screen.findByText('the view')).toBeTruthy()
  })

  it('tries a failed fetch again', async () => {
    let attempts = 0
    const View = preloadableView(async () => {
      attempts++
      if (attempts === 1) throw new Error('offline')
      return Loaded
    })
    await expect(View.preload()).rejects.toThrow('offline')
    await View.preload()
    expect(attempts).toBe(2)
  })
})
