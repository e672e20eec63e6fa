// The core's in-memory wallet (the real ChainAdapter contract, with send) for the React tests.
export { createMemoryWallet, MEMORY_CHAINS } from '../../../core/src/client/memoryWallet.testing.ts'
