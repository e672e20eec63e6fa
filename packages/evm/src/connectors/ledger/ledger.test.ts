import { afterEach, describe, expect, it, vi } from 'vitest'
import { LEDGER_CONNECTOR_ID, ledger } from './ledger.ts'

afterEach(() => vi.unstubAllGlobals())

describe('ledger()', () => {
  it('lists Ledger as an EXTERNAL eip155 connector with an inline icon', () => {
    expect(ledger().connector).toMatchObject({
      id: LEDGER_CONNECTOR_ID,
      name: 'Ledger',
      type: 'EXTERNAL',
      chain: 'eip155',
    })
    expect(ledger().connector.imageUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  it('is available where the browser has WebHID or WebUSB, and nowhere else', () => {
    vi.stubGlobal('navigator', {})
    expect(ledger().isAvailable?.()).toBe(false)
    vi.stubGlobal('navigator', { hid: {} })
    expect(ledger().isAvailable?.()).toBe(true)
    vi.stubGlobal('navigator', { usb: {} })
    expect(ledger().isAvailable?.()).toBe(true)
  })
})
