import { TransportStatusError } from '@ledgerhq/errors'
import { describe, expect, it } from 'vitest'
import { ledgerError } from './ledgerErrors.ts'

describe('ledgerError', () => {
  it.each([
    [0x5515, 'LEDGER_LOCKED', 'Your Ledger is locked. Unlock it with your PIN and try again'],
    [0x6b0c, 'LEDGER_LOCKED', 'Your Ledger is locked. Unlock it with your PIN and try again'],
    [0x6e00, 'LEDGER_APP_NOT_OPEN', 'Open the Ethereum app on your Ledger and try again'],
    [0x6d00, 'LEDGER_APP_NOT_OPEN', 'Open the Ethereum app on your Ledger and try again'],
    [0x6511, 'LEDGER_APP_NOT_OPEN', 'Open the Ethereum app on your Ledger and try again'],
    [0x6985, 'USER_REJECTED', 'User rejected the request'],
  ])('turns the status word %s into %s', (status, code, message) => {
    expect(ledgerError(new TransportStatusError(status))).toMatchObject({ code, message })
  })

  it("turns closing the browser's device picker into 'Connection rejected'", () => {
    const closed = Object.assign(new Error('No device selected.'), { name: 'TransportOpenUserCancelled' })
    expect(ledgerError(closed)).toMatchObject({ code: 'CONNECTION_REJECTED', message: 'Connection rejected' })
  })

  it('keeps the status word it came from as the cause, and leaves other errors to the caller', () => {
    const status = new TransportStatusError(0x6e00)
    expect(ledgerError(status)?.cause).toBe(status)
    expect(ledgerError(new TransportStatusError(0x6a80))).toBeUndefined()
    expect(ledgerError(new Error('socket closed'))).toBeUndefined()
  })
})
