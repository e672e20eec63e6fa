import type { AccountChoices } from '@foyer/core'
import {
  derivationPath,
  isLedgerDerivation,
  LEDGER_DERIVATION_LABELS,
  LEDGER_DERIVATIONS,
  type LedgerDerivation,
} from './derivationPath.ts'
import type { LedgerApp } from './ledgerApp.ts'
import { ledgerError } from './ledgerErrors.ts'
import { readLedgerAddresses } from './readLedgerAddress.ts'

export interface LedgerChoicesRequest {
  scheme?: string
  offset: number
  count: number
}

/**
 * One page of the device's accounts on a scheme (`fallback` when none is asked), for the visitor to pick from as
 * MetaMask and Rabby offer it. Failures carry the catalogue's texts (a locked device, the Ethereum app not open).
 */
export async function ledgerAccountChoices(
  app: LedgerApp,
  request: LedgerChoicesRequest,
  fallback: LedgerDerivation,
): Promise<AccountChoices> {
  const scheme = request.scheme ?? fallback
  if (!isLedgerDerivation(scheme)) throw new RangeError(`A Ledger has no account scheme '${scheme}'`)
  const indexes = Array.from({ length: request.count }, (_, at) => request.offset + at)
  // Paths are checked before the device is asked: an index out of range never reaches it.
  const paths = indexes.map((index) => derivationPath(scheme, index))
  const addresses = await readLedgerAddresses(app, scheme, indexes).catch((error: unknown) => {
    throw ledgerError(error) ?? error
  })
  return {
    schemes: LEDGER_DERIVATIONS.map((id) => ({ id, label: LEDGER_DERIVATION_LABELS[id] })),
    scheme,
    accounts: addresses.map((address, at) => ({ address, index: indexes[at] as number, path: `m/${paths[at]}` })),
  }
}
