import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type LaunchStatus, type LaunchSurroundings, watchLaunch } from './watchLaunch.ts'

/** A page whose visibility and focus the test sets, as the phone would on an app switch. */
function page() {
  const documentEvents = new EventTarget()
  const windowEvents = new EventTarget()
  const state = { visibility: 'visible' as DocumentVisibilityState, focused: true }
  const surroundings: LaunchSurroundings = {
    document: {
      get visibilityState() {
        return state.visibility
      },
      hasFocus: () => state.focused,
      addEventListener: documentEvents.addEventListener.bind(documentEvents),
      removeEventListener: documentEvents.removeEventListener.bind(documentEvents),
    },
    window: {
      addEventListener: windowEvents.addEventListener.bind(windowEvents),
      removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
    },
  }
  return {
    surroundings,
    setVisibility(visibility: DocumentVisibilityState) {
      state.visibility = visibility
      documentEvents.dispatchEvent(new Event('visibilitychange'))
    },
    blur() {
      state.focused = false
      windowEvents.dispatchEvent(new Event('blur'))
    },
    focus() {
      state.focused = true
      windowEvents.dispatchEvent(new Event('focus'))
    },
  }
}

describe('watchLaunch', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports the app opening when the page is hidden, and the visitor coming back', () => {
    const phone = page()
    const statuses: LaunchStatus[] = []
    watchLaunch(phone.surroundings, (status) => statuses.push(status), 2500)
    phone.setVisibility('hidden')
    vi.advanceTimersByTime(10_000)
    phone.setVisibility('visible')
    expect(statuses).toEqual(['opening', 'opened', 'returned'])
  })

  it('says the app did not open when the page stays in sight for the whole wait', () => {
    const phone = page()
    const statuses: LaunchStatus[] = []
    watchLaunch(phone.surroundings, (status) => statuses.push(status), 2500)
    vi.advanceTimersByTime(2499)
    expect(statuses).toEqual(['opening'])
    vi.advanceTimersByTime(1)
    expect(statuses).toEqual(['opening', 'notOpened'])
  })

  it('still notices an app that opens late', () => {
    const phone = page()
    const statuses: LaunchStatus[] = []
    watchLaunch(phone.surroundings, (status) => statuses.push(status), 2500)
    vi.advanceTimersByTime(3000)
    phone.setVisibility('hidden')
    phone.setVisibility('visible')
    expect(statuses).toEqual(['opening', 'notOpened', 'opened', 'returned'])
  })

  it('waits while the browser asks the visitor whether to open the app, then waits again', () => {
    const phone = page()
    const statuses: LaunchStatus[] = []
    watchLaunch(phone.surroundings, (status) => statuses.push(status), 2500)
    phone.blur()
    vi.advanceTimersByTime(5000)
    expect(statuses).toEqual(['opening'])
    phone.focus()
    vi.advanceTimersByTime(2500)
    expect(statuses).toEqual(['opening', 'notOpened'])
  })

  it('reports nothing after it is stopped', () => {
    const phone = page()
    const statuses: LaunchStatus[] = []
    const stop = watchLaunch(phone.surroundings, (status) => statuses.push(status), 2500)
    stop()
    phone.setVisibility('hidden')
    vi.advanceTimersByTime(5000)
    expect(statuses).toEqual(['opening'])
  })
})
