import { createFoyerClient, createMemoryStorage, defineNetwork, type StorageLike } from '@foyer/core'
import { createEmbeddedWallet } from '@foyer/core/embedded-wallet'
import { buildEvmAdapter } from '@foyer/evm'
import { describe, expect, it, vi } from 'vitest'
// Core's own stand-in for the secure frame, behind core's real frame client and a real MessageChannel. Tests may
// reach into another package's testing files.
import { createFrameDouble, DOUBLE_ACCOUNTS, type FrameDouble } from '../../../core/src/embedded/frameDouble.testing.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'

// Nothing here reaches a node: logging in and out asks only the frame.
const ethereum = defineNetwork(
  {
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
  },
  'eip155',
)
const solanaNetwork = solanaTestNetwork('http://127.0.0.1:3', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const SECURE_SITE = 'http://127.0.0.1:4180'
const EMAIL = 'ada@example.com'

/** A dapp with email login on, its EVM and Solana adapters given the one embedded wallet. */
function dapp(double: FrameDouble, storage: StorageLike = createMemoryStorage()) {
  const embeddedWallet = createEmbeddedWallet({ secureSiteUrl: SECURE_SITE, mount: double.mount })
  const client = createFoyerClient({
    projectId: 'foyer-demo',
    networks: [ethereum, solanaNetwork],
    adapters: [buildEvmAdapter({ embeddedWallet, injected: false }), buildSolanaAdapter({ embeddedWallet })],
    storage,
    features: { email: true },
    embeddedWallet,
  })
  return { client, storage }
}

/** The dapp, logged in by email. */
async function loggedIn() {
  const double = createFrameDouble({ origin: SECURE_SITE })
  const { client, storage } = dapp(double)
  await client.embedded?.connectEmail(EMAIL)
  await client.embedded?.verifyOtp(double.codeFor(EMAIL) ?? '')
  return { client, double, storage }
}

describe('email login through core with the EVM and Solana adapters’ AUTH connectors', () => {
  it('connects both namespaces through the Email connector after the right code', async () => {
    const { client } = await loggedIn()
    const { eip155, solana } = client.stores.accounts.getState()
    expect([eip155, solana]).toMatchObject([
      { status: 'connected', connectorId: 'embeddedWallet', address: DOUBLE_ACCOUNTS.eip155 },
      { status: 'connected', connectorId: 'embeddedWallet', address: DOUBLE_ACCOUNTS.solana },
    ])
  })

  it('disconnects both namespaces and signs the frame out when the visitor disconnects', async () => {
    const { client, double } = await loggedIn()
    await client.disconnect({ namespace: 'eip155' })
    await vi.waitFor(() => expect(client.stores.accounts.getState().solana?.status).toBe('disconnected'))
    expect([client.stores.accounts.getState().eip155?.status, double.state.signedIn]).toEqual(['disconnected', false])
  })

  it('restores both namespaces silently after a reload while the frame keeps the session', async () => {
    const { storage } = await loggedIn()
    const { client } = dapp(createFrameDouble({ origin: SECURE_SITE, signedInAs: EMAIL }), storage)
    await client.ready()
    const { eip155, solana } = client.stores.accounts.getState()
    expect([eip155, solana, client.stores.modal.getState().open]).toMatchObject([
      { status: 'connected', connectorId: 'embeddedWallet', address: DOUBLE_ACCOUNTS.eip155 },
      { status: 'connected', connectorId: 'embeddedWallet', address: DOUBLE_ACCOUNTS.solana },
      false,
    ])
  })
})
