import { type AdapterEvent, defineNetwork } from '@foyer/core'
import { createEmbeddedWallet } from '@foyer/core/embedded-wallet'
import { describe, expect, it } from 'vitest'
// Core's own stand-in for the secure frame, behind core's real frame client and a real MessageChannel.
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
const enabled = network(31337, 'http://127.0.0.1:8545/')
const plain = network(31338, 'http://127.0.0.1:8546/')

/** A reload: the frame holds the visitor's session and has a smart account on 31337 only. */
async function restored(preferred: 'eoa' | 'smartAccount') {
  const double = createFrameDouble({
    origin: SECURE_SITE,
    signedInAs: 'ada@example.com',
    smartAccountNetworks: [31337],
  })
  const embeddedWallet = createEmbeddedWallet({ secureSiteUrl: SECURE_SITE, mount: double.mount })
  embeddedWallet.configure({
    projectId: 'foyer-demo',
    chainId: 31337,
    sdkType: 'foyer-react',
    sdkVersion: '0.1.0',
    preferredAccountType: () => preferred,
  })
  const adapter = buildEvmAdapter({ embeddedWallet, injected: false })
  const result = await adapter.reconnect({ connectorId: embeddedWallet.connectorId, network: enabled })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { double, adapter, result, events }
}

describe('the EVM adapter’s smart account over core’s embedded wallet', () => {
  it('restores the smart account first where the visitor prefers it, with both accounts and its deployment', async () => {
    const { result } = await restored('smartAccount')
    expect(result).toEqual({
      accounts: [
        { namespace: 'eip155', address: DOUBLE_ACCOUNTS.smartAccount, type: 'smartAccount' },
        { namespace: 'eip155', address: DOUBLE_ACCOUNTS.eip155, type: 'eoa' },
      ],
      chainId: 31337,
      smartAccountDeployed: false,
    })
  })

  it('switches to the eoa with SET_PREFERRED_ACCOUNT and tells its listeners the new address', async () => {
    const { adapter, double, events } = await restored('smartAccount')
    const switched = await adapter.setAccountType!({ type: 'eoa', network: enabled })
    expect(double.received('SET_PREFERRED_ACCOUNT').map((event) => event.payload)).toEqual([{ type: 'eoa' }])
    expect(switched.accounts[0]).toEqual({ namespace: 'eip155', address: DOUBLE_ACCOUNTS.eip155, type: 'eoa' })
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'accountsChanged',
        addresses: [DOUBLE_ACCOUNTS.eip155, DOUBLE_ACCOUNTS.smartAccount],
      }),
    )
  })

  it('answers eth_accounts with the smart account first after switching to it', async () => {
    const { adapter } = await restored('eoa')
    await adapter.setAccountType!({ type: 'smartAccount', network: enabled })
    const provider = adapter.getProvider() as { request(args: { method: string }): Promise<string[]> }
    expect((await provider.request({ method: 'eth_accounts' }))[0]).toBe(DOUBLE_ACCOUNTS.smartAccount)
  })

  it('moves to the eoa on a network without smart accounts', async () => {
    const { adapter, events } = await restored('smartAccount')
    await adapter.switchNetwork!({ network: plain })
    // With the types, so core knows the address in use is the eoa (SPEC §3 Account.type).
    expect(events).toContainEqual({
      type: 'accountsChanged',
      addresses: [DOUBLE_ACCOUNTS.eip155],
      accounts: [{ namespace: 'eip155', address: DOUBLE_ACCOUNTS.eip155, type: 'eoa' }],
      connectorId: expect.any(String),
    })
  })

  it('sends wallet_sendCalls to the frame, which holds it for the visitor’s approval, and returns the batch id', async () => {
    const { adapter, double } = await restored('smartAccount')
    const sent = (await adapter.walletCalls!()).sendCalls({
      from: DOUBLE_ACCOUNTS.smartAccount,
      network: enabled,
      calls: [{ to: DOUBLE_ACCOUNTS.eip155, value: 1n }],
    })
    await expect.poll(() => double.state.held.length).toBe(1)
    expect(double.state.held[0]?.event.payload).toMatchObject({ method: 'wallet_sendCalls', chainId: 31337 })
    double.approve()
    await expect(sent).resolves.toEqual({ id: `0x${'ab'.repeat(32)}` })
  })
})

describe('the embedded provider’s wallet_sendCalls', () => {
  it('refuses a call whose to-address is not an address (SPEC §5) before the frame shows anything', async () => {
    const { adapter, double } = await restored('smartAccount')
    const provider = adapter.getProvider() as { request(args: { method: string; params: unknown[] }): Promise<unknown> }
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x7a69', calls: [{ to: 'vitalik.eth', value: '0x1' }] }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: 'Invalid to-address' })
    expect(double.received('RPC_REQUEST')).toEqual([])
  })
})
