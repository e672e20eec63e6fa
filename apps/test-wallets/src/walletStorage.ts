/** The part of the Web Storage API the Dev Wallet uses. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** localStorage when the page has one (it survives a reload, as a wallet's memory does), else memory. */
export function defaultStorage(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Sandboxed frames throw on access.
  }
  return createMemoryStorage()
}

/**
 * What the wallet remembers between page loads: whether the site was approved
 * (`foyer-dev-wallet:approved`), and the chain and account it was last on.
 */
export function createWalletMemory(storage: StorageLike, prefix = 'foyer-dev-wallet') {
  const readNumber = (key: string) => {
    const value = storage.getItem(`${prefix}:${key}`)
    const parsed = value === null ? Number.NaN : Number(value)
    return Number.isSafeInteger(parsed) ? parsed : undefined
  }
  return {
    isApproved: () => storage.getItem(`${prefix}:approved`) === 'true',
    setApproved(approved: boolean) {
      if (approved) storage.setItem(`${prefix}:approved`, 'true')
      else storage.removeItem(`${prefix}:approved`)
    },
    chainId: () => readNumber('chainId'),
    setChainId: (chainId: number) => storage.setItem(`${prefix}:chainId`, String(chainId)),
    accountIndex: () => readNumber('accountIndex'),
    setAccountIndex: (index: number) => storage.setItem(`${prefix}:accountIndex`, String(index)),
  }
}
