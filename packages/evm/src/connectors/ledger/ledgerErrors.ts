import { ConnectionRejectedError, FoyerError, UserRejectedError } from '@foyer/core'

// Status words of Ledger's OS and Ethereum app (the transport throws them as TransportStatusError.statusCode).
const LOCKED = [0x5515, 0x6b0c]
const APP_NOT_OPEN = [0x6e00, 0x6d00, 0x6511]
const REJECTED_ON_DEVICE = 0x6985

/** The status word the device answered with, wherever the transport or the app put it. */
export function ledgerStatusCode(error: unknown, seen: Set<unknown> = new Set()): number | undefined {
  if (typeof error !== 'object' || error === null || seen.has(error)) return undefined
  seen.add(error)
  const { statusCode, cause } = error as { statusCode?: unknown; cause?: unknown }
  if (typeof statusCode === 'number') return statusCode
  return ledgerStatusCode(cause, seen)
}

/**
 * What the device said, as the Foyer error a visitor can act on. A refusal on the device is SPEC §8's
 * 'User rejected the request'; the visitor closing the browser's device picker is 'Connection rejected'.
 * Anything else is left to the caller's own fallback.
 */
export function ledgerError(error: unknown): FoyerError | undefined {
  if (error instanceof FoyerError) return error
  const status = ledgerStatusCode(error)
  if (status !== undefined && LOCKED.includes(status))
    return new FoyerError('LEDGER_LOCKED', undefined, { cause: error })
  if (status !== undefined && APP_NOT_OPEN.includes(status)) {
    return new FoyerError('LEDGER_APP_NOT_OPEN', undefined, { cause: error })
  }
  if (status === REJECTED_ON_DEVICE) return new UserRejectedError({ cause: error })
  // WebHID's and WebUSB's pickers say so when the visitor closes them without choosing a device.
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'TransportOpenUserCancelled' || name === 'NotFoundError')
    return new ConnectionRejectedError({ cause: error })
  // The transport's own name for a locked device, for firmware that answers before the status word is read.
  if (name === 'LockedDeviceError') return new FoyerError('LEDGER_LOCKED', undefined, { cause: error })
  return undefined
}
