import {
  type AdapterEvent,
  type ChainAdapter,
  type ChainDescription,
  type Connector,
  type ConnectResult,
  UserRejectedError,
} from '@foyer/core'
import { MEMORY_CHAINS } from './memoryWallet.ts'

const evmLikeChain = MEMORY_CHAINS.eip155 as ChainDescription

export const WALLET_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/**
 * A local EVM wallet whose answers a test scripts: each connect or switch takes the next answer in line
 * ('approve' by default), or waits when told to hang. It implements the real ChainAdapter contract, so the
 * client under test runs its real flows.
 */
export function createScriptedWallet(connectors: Connector[]) {
  const connectAnswers: Array<'approve' | 'reject' | 'hang'> = []
  const switchAnswers: Array<'approve' | 'reject'> = []
  let chainId: number | string = 1
  const calls = { connect: 0, switchNetwork: 0 }

  const adapter: ChainAdapter = {
    namespace: 'eip155',
    chain: evmLikeChain,
    watchConnectors(onChange) {
      onChange(connectors)
      return () => {}
    },
    async connect({ network }) {
      calls.connect++
      const answer = connectAnswers.shift() ?? 'approve'
      if (answer === 'reject') throw new UserRejectedError()
      if (answer === 'hang') return new Promise<ConnectResult>(() => {})
      chainId = network.id
      return { accounts: [{ namespace: 'eip155', address: WALLET_ADDRESS, type: 'eoa' }], chainId }
    },
    async reconnect() {
      return undefined
    },
    async disconnect() {},
    async getAccounts() {
      return [{ namespace: 'eip155', address: WALLET_ADDRESS, type: 'eoa' }]
    },
    async getBalance() {
      return { value: 1_234_567_000_000_000_000n, decimals: 18, symbol: 'ETH' }
    },
    async switchNetwork({ network }) {
      calls.switchNetwork++
      if ((switchAnswers.shift() ?? 'approve') === 'reject') throw new UserRejectedError()
      chainId = network.id
    },
    async signMessage() {
      return '0x'
    },
    subscribe(_listener: (event: AdapterEvent) => void) {
      return () => {}
    },
    getProvider() {
      return { isScriptedWallet: true }
    },
  }

  return { adapter, connectAnswers, switchAnswers, calls }
}
