import { isLedgerDerivation, type LedgerDerivation } from './derivationPath.ts'

// The account the visitor picked on their Ledger, kept in the browser so that a reload restores that account and
// "connect again" takes it, rather than the dapp's configured default. Only the scheme and index are kept: no
// address, no key material. A value that is not one we wrote is ignored, and the configured default is used.

const KEY = 'foyer:ledger:pickedAccount'

/** The slice of Web Storage the pick needs; `localStorage` in a browser. */
export type PickStorage = Pick<Storage, 'getItem' | 'setItem'>

export interface PickedAccount {
  derivation: LedgerDerivation
  index: number
}

/** The browser's localStorage, where a page may use it (not in a sandboxed frame or with storage blocked). */
export function browserStorage(): PickStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

export function rememberPick(storage: PickStorage | undefined, picked: PickedAccount): void {
  try {
    storage?.setItem(KEY, JSON.stringify(picked))
  } catch (error) {
    // A full or blocked storage costs only the pick after a reload; the connection itself goes on.
    console.warn('[foyer] could not keep the Ledger account picked', error)
  }
}

/** The pick kept by rememberPick, or undefined when there is none or what is there is not a pick. */
export function rememberedPick(storage: PickStorage | undefined): PickedAccount | undefined {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(KEY)
  } catch {
    return undefined
  }
  if (!raw) return undefined
  try {
    const { derivation, index } = JSON.parse(raw) as { derivation?: unknown; index?: unknown }
    const validIndex = typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < 0x80000000
    if (typeof derivation !== 'string' || !isLedgerDerivation(derivation) || !validIndex) return undefined
    return { derivation, index }
  } catch {
    return undefined
  }
}
