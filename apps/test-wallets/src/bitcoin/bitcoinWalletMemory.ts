import type { StorageLike } from '../walletStorage.ts'
import type { BitcoinPurpose } from './bitcoinKey.ts'

const PURPOSES: readonly BitcoinPurpose[] = ['payment', 'ordinals']

/** Orders purposes as wallets list them (payment first) and drops repeats. */
export const orderedPurposes = (purposes: Iterable<BitcoinPurpose>): BitcoinPurpose[] => {
  const set = new Set(purposes)
  return PURPOSES.filter((purpose) => set.has(purpose))
}

export const isPurpose = (value: unknown): value is BitcoinPurpose => PURPOSES.includes(value as BitcoinPurpose)

/** What the wallet remembers between page loads: the purposes granted to the site and the selected key. */
export function createBitcoinWalletMemory(storage: StorageLike, prefix: string) {
  return {
    purposes(): BitcoinPurpose[] {
      const stored = storage.getItem(`${prefix}:purposes`)
      return stored ? orderedPurposes(stored.split(',').filter(isPurpose)) : []
    },
    setPurposes(purposes: readonly BitcoinPurpose[]) {
      if (purposes.length > 0) storage.setItem(`${prefix}:purposes`, purposes.join(','))
      else storage.removeItem(`${prefix}:purposes`)
    },
    accountIndex(): number | undefined {
      const parsed = Number(storage.getItem(`${prefix}:accountIndex`) ?? Number.NaN)
      return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : undefined
    },
    setAccountIndex: (index: number) => storage.setItem(`${prefix}:accountIndex`, String(index)),
  }
}
