import type { FoyerStorage } from '../storage/storedItems.ts'

// SPEC §3 stored item: the smart-account-enabled networks, comma-joined ("1,8453"), as the frame's chain numbers.
// Here rather than in storedItems.ts: only the embedded wallet's chunk reads it, so the page's first chunk does not.

const isChainNumberList = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 4096 && /^(\d{1,16}(,\d{1,16})*)?$/.test(value)

/**
 * The networks where the embedded wallet has a smart account, as the frame last said: known before it answers
 * again. A corrupt value is dropped and reported (the storage module's rule): none until the frame answers.
 */
export function smartAccountNetworksItem(storage: FoyerStorage) {
  const item = storage.item('smartAccountEnabledNetworks', isChainNumberList)
  return {
    get(): number[] | undefined {
      const joined = item.get()
      if (joined === undefined) return undefined
      return joined === '' ? [] : joined.split(',').map(Number)
    },
    set: (networks: readonly number[]) => item.set(networks.join(',')),
  }
}
