import { type AdapterEvent, defineNetwork, type EmbeddedWallet, type EmbeddedWalletEvent } from '@foyer/core'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { buildEvmAdapter } from '@foyer/evm'
import { describe, expect, it } from 'vitest'
// The EVM adapter's own frame double: tests may reach across adapters, the adapters themselves never do.
import { createTestEmbeddedWallet as createEvmFrame } from '../../../evm/src/embedded/embeddedWallet.testing.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'
import { createTestEmbeddedWallet as createSolanaFrame } from './embeddedWallet.testing.ts'

// Nothing here reaches a node: connecting and signing out ask only the frame.
const evmNetwork = defineNetwork(
  {
    id: 31337,
    name: 'Foyer Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  },
  'eip155',
)
const solanaNetwork = solanaTestNetwork('http://127.0.0.1:1', 'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru')

/**
 * One frame serving both namespaces, as core's embedded wallet does: each adapter's double answers its own
 * namespace, and there is one session — one sign-out, one stream of events — for both.
 */
function oneFrame() {
  const evm = createEvmFrame({ privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' })
  const solana = createSolanaFrame({ secretKey: SOLANA_DEVNET_ACCOUNTS[4]!.secretKey })
  const listeners = new Set<(event: EmbeddedWalletEvent) => void>()
  const signOuts: string[] = []
  const wallet: EmbeddedWallet = {
    connectorId: 'embedded',
    origin: 'http://127.0.0.1:1',
    getAccounts: (params) => (params.chainNamespace === 'eip155' ? evm : solana).wallet.getAccounts(params),
    request: (request) => (request.chainNamespace === 'eip155' ? evm : solana).wallet.request(request),
    switchNetwork: (params) => (params.chainNamespace === 'eip155' ? evm : solana).wallet.switchNetwork(params),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async signOut() {
      signOuts.push('signOut')
      await Promise.all([evm.wallet.signOut(), solana.wallet.signOut()])
      for (const listener of [...listeners]) listener({ type: 'disconnect' })
    },
  }
  return { wallet, signOuts }
}

describe('the EVM and Solana adapters over one embedded wallet', () => {
  it('disconnects the Solana side when the visitor disconnects on the EVM side: the one frame signed out', async () => {
    const frame = oneFrame()
    const evm = buildEvmAdapter({ embeddedWallet: frame.wallet, injected: false })
    const solana = buildSolanaAdapter({ embeddedWallet: frame.wallet })
    await evm.connect({ connectorId: 'embedded', network: evmNetwork })
    await solana.connect({ connectorId: 'embedded', network: solanaNetwork })
    const solanaEvents: AdapterEvent[] = []
    solana.subscribe((event) => solanaEvents.push(event))
    await evm.disconnect()
    expect({ solanaEvents, provider: solana.getProvider({ network: solanaNetwork }) }).toEqual({
      solanaEvents: [{ type: 'disconnect' }],
      provider: undefined,
    })
  })

  it('signs the frame out once when the dapp then disconnects the Solana side too', async () => {
    const frame = oneFrame()
    const evm = buildEvmAdapter({ embeddedWallet: frame.wallet, injected: false })
    const solana = buildSolanaAdapter({ embeddedWallet: frame.wallet })
    await evm.connect({ connectorId: 'embedded', network: evmNetwork })
    await solana.connect({ connectorId: 'embedded', network: solanaNetwork })
    await evm.disconnect()
    await solana.disconnect()
    expect(frame.signOuts).toEqual(['signOut'])
  })
})
