// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { warmHiddenDialogWhenIdle, warmLayout } from './warmLayout.ts'

/** A hidden dialog as the modal draws it at idle: its root hidden by Activity's inline `display: none`. */
function hiddenDialog(): HTMLElement {
  const root = document.createElement('div')
  root.className = 'foyer-root'
  root.setAttribute('style', 'display: none !important;')
  root.innerHTML = `<div class="foyer-overlay"><div class="foyer-dialog" role="dialog" aria-labelledby="title">
    <h2 id="title">Connect Wallet</h2><button type="button">WalletConnect</button></div></div>`
  document.body.append(root)
  return root
}

/** Every element the document gained while `action` ran, as it was when added (they may be gone again). */
async function addedDuring(action: () => void): Promise<HTMLElement[]> {
  const added: HTMLElement[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) added.push(node as HTMLElement)
  })
  observer.observe(document.body, { childList: true })
  action()
  await Promise.resolve()
  observer.disconnect()
  return added
}

const idleCallbacks: (() => void)[] = []
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.splice(handle - 1, 1))
})
afterEach(() => {
  document.body.replaceChildren()
  idleCallbacks.length = 0
  vi.unstubAllGlobals()
})

describe('warmLayout', () => {
  it('lays out a copy that nobody can see, reach or hear, and takes it out again', async () => {
    const dialog = hiddenDialog()
    const [copy, ...more] = await addedDuring(() => warmLayout(dialog))
    expect(more).toEqual([])
    expect(copy?.style.display).toBe('')
    expect(copy?.style.visibility).toBe('hidden')
    expect(copy?.hasAttribute('inert')).toBe(true)
    expect(copy?.getAttribute('aria-hidden')).toBe('true')
    expect(copy?.querySelector('[id]')).toBeNull()
    expect(copy?.isConnected).toBe(false)
    expect([...document.body.children]).toEqual([dialog])
  })

  it('leaves the hidden dialog as it was', () => {
    const dialog = hiddenDialog()
    const before = dialog.outerHTML
    warmLayout(dialog)
    expect(dialog.outerHTML).toBe(before)
  })
})

describe('warmHiddenDialogWhenIdle', () => {
  it('warms the hidden dialog once the page is idle, not before', async () => {
    hiddenDialog()
    expect(await addedDuring(() => warmHiddenDialogWhenIdle())).toEqual([])
    expect(await addedDuring(() => idleCallbacks.shift()?.())).toHaveLength(1)
  })

  it('leaves a dialog that is showing by then alone', async () => {
    hiddenDialog().removeAttribute('style')
    warmHiddenDialogWhenIdle()
    expect(await addedDuring(() => idleCallbacks.shift()?.())).toEqual([])
  })

  it('does nothing once cancelled', () => {
    hiddenDialog()
    const cancel = warmHiddenDialogWhenIdle()
    cancel()
    expect(idleCallbacks).toEqual([])
  })
})
