// The core's in-memory wallet (the real ChainAdapter contract, with send) for the React tests.
export { createMemoryWallet } from '../../../core/src/client/memoryWallet.testing.ts'
