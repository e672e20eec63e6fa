import { createMemoryStorage, type WalletConnectStorage } from '@foyer/walletconnect/wallet'

/** WalletConnect storage in memory, for Node, and for tests that must start from nothing. */
export function createMemoryKeyValueStorage(): WalletConnectStorage {
  return createMemoryStorage()
}
