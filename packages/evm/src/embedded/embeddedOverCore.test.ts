import { defineNetwork } from '@foyer/core'
import { createEmbeddedWallet } from '@foyer/core/embedded-wallet'
import { describe, expect, it } from 'vitest'
// Core's own stand-in for the secure frame, behind core's real frame client and a real MessageChannel: it checks
// every message against the protocol's schemas. Tests may reach into another package's testing files.
import { createFrameDouble, DOUBLE_ACCOUNTS } from '../../../core/src/embedded/frameDouble.testing.ts'
import { buildEvmAdapter } from '../buildEvmAdapter.ts'

const SECURE_SITE = 'http://127.0.0.1:4180'
const network = (id: number, rpcUrl: string) =>
  defineNetwork(
    {
      id,
      name: `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    },
    'eip155',
  )
const l1 = network(31337, 'http://127.0.0.1:8545/')
const l2 = network(31338, 'http://127.0.0.1:8546/')

/** A reload of the dapp: the frame still holds the visitor's session; the adapter restores it through core. */
async function restored() {
  const double = createFrameDouble({ origin: SECURE_SITE, signedInAs: 'ada@example.com' })
  const embeddedWallet = createEmbeddedWallet({ secureSiteUrl: SECURE_SITE, mount: double.mount })
  embeddedWallet.configure({ projectId: 'foyer-demo', chainId: 31337, sdkType: 'foyer-react', sdkVersion: '0.1.0' })
  const adapter = buildEvmAdapter({ embeddedWallet, injected: false })
  const result = await adapter.reconnect({ connectorId: embeddedWallet.connectorId, network: l1 })
  return { double, adapter, result }
}

describe('the EVM adapter over core’s embedded wallet and its frame protocol', () => {
  it('restores the frame’s signed-in visitor after a reload', async () => {
    const { result } = await restored()
    expect(result).toEqual({
      accounts: [{ namespace: 'eip155', address: DOUBLE_ACCOUNTS.eip155, type: 'eoa' }],
      chainId: 31337,
    })
  })

  it('sends personal_sign as an RPC request the frame holds for approval, with the chain and its node', async () => {
    const { double, adapter } = await restored()
    const signature = adapter.signMessage({ message: 'gm', address: DOUBLE_ACCOUNTS.eip155 })
    await expect.poll(() => double.state.held.length).toBe(1)
    double.approve()
    await signature
    expect(double.received('RPC_REQUEST').map((event) => event.payload)).toEqual([
      {
        method: 'personal_sign',
        params: ['0x676d', DOUBLE_ACCOUNTS.eip155],
        chainId: 31337,
        chainNamespace: 'eip155',
        rpcUrl: 'http://127.0.0.1:8545/',
      },
    ])
  })

  it('reports the visitor’s no on the frame’s approval screen as User rejected the request', async () => {
    const { double, adapter } = await restored()
    const signature = adapter.signMessage({ message: 'gm', address: DOUBLE_ACCOUNTS.eip155 })
    await expect.poll(() => double.state.held.length).toBe(1)
    double.reject()
    await expect(signature).rejects.toMatchObject({ name: 'UserRejectedError', message: 'User rejected the request' })
  })

  it('moves the frame with SWITCH_NETWORK, naming the network’s node', async () => {
    const { double, adapter } = await restored()
    await adapter.switchNetwork!({ network: l2 })
    expect(double.received('SWITCH_NETWORK').map((event) => event.payload)).toEqual([
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546/' },
    ])
  })

  it('signs the frame out with SIGN_OUT on disconnect', async () => {
    const { double, adapter } = await restored()
    await adapter.disconnect()
    expect(double.state.signedIn).toBe(false)
  })
})
