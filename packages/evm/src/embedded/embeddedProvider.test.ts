import { defineNetwork } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { createEmbeddedProvider } from './embeddedProvider.ts'
import { createTestEmbeddedWallet } from './embeddedWallet.testing.ts'

// Nothing here reaches a node: the provider answers, or hands the frame a request the test only reads.
const network = defineNetwork(
  {
    id: 31337,
    name: 'Foyer Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1/l1'] } },
  },
  'eip155',
)
const PRIVATE_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

function setup() {
  const frame = createTestEmbeddedWallet({ privateKey: PRIVATE_KEY })
  const provider = createEmbeddedProvider({ embeddedWallet: frame.wallet, addresses: [frame.address], network })
  return { frame, provider }
}

const addL2 = {
  method: 'wallet_addEthereumChain',
  params: [{ chainId: '0x7a6a', chainName: 'Foyer Devnet L2', rpcUrls: ['http://127.0.0.1:1/l2'] }],
}

describe('the embedded wallet’s EIP-1193 provider', () => {
  it('answers the chain id and the accounts itself, without asking the frame', async () => {
    const { frame, provider } = setup()
    const answers = [
      await provider.request({ method: 'eth_chainId' }),
      await provider.request({ method: 'eth_accounts' }),
      await provider.request({ method: 'eth_requestAccounts' }),
    ]
    expect({ answers, asked: frame.requests }).toEqual({
      answers: ['0x7a69', [frame.address], [frame.address]],
      asked: [],
    })
  })

  it('answers 4902 for a chain it was never shown, so the adapter adds the chain first', async () => {
    const { provider } = setup()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('switches the frame to a chain added with its node, and says so with chainChanged', async () => {
    const { frame, provider } = setup()
    const changes: unknown[] = []
    provider.on?.('chainChanged', (chainId: string) => changes.push(chainId))
    await provider.request(addL2)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect({ switches: frame.switches, changes }).toEqual({
      switches: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:1/l2' }],
      changes: ['0x7a6a'],
    })
  })

  it('refuses to add a chain without an http(s) node', async () => {
    const { provider } = setup()
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a', rpcUrls: ['ftp://x'] }] }),
    ).rejects.toMatchObject({ code: -32602, message: 'rpcUrls must name an http(s) node' })
  })

  it('refuses a switch to a chain id that is not a hex number', async () => {
    const { provider } = setup()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 31338 }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('hands the frame each request with the active chain and its node', async () => {
    const { frame, provider } = setup()
    await provider.request(addL2)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await provider.request({ method: 'personal_sign', params: ['0x676d', frame.address] })
    expect(frame.requests).toEqual([
      {
        method: 'personal_sign',
        params: ['0x676d', frame.address],
        chainNamespace: 'eip155',
        chainId: 31338,
        rpcUrl: 'http://127.0.0.1:1/l2',
      },
    ])
  })

  it('is disconnected (Provider not found) once the frame’s session ended', async () => {
    const { frame, provider } = setup()
    provider.on?.('disconnect', () => {})
    frame.endSession()
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' })
  })

  it('reports the end of the frame’s session as EIP-1193 disconnect 4900', () => {
    const { frame, provider } = setup()
    const errors: unknown[] = []
    provider.on?.('disconnect', (error: unknown) => errors.push(error))
    frame.endSession()
    expect(errors).toMatchObject([{ code: 4900 }])
  })

  it('listens to the frame only while someone listens to it', () => {
    const { frame, provider } = setup()
    const listener = () => {}
    const counts = [frame.listenerCount()]
    provider.on?.('accountsChanged', listener)
    provider.on?.('chainChanged', listener)
    counts.push(frame.listenerCount())
    provider.removeListener?.('accountsChanged', listener)
    counts.push(frame.listenerCount())
    provider.removeListener?.('chainChanged', listener)
    counts.push(frame.listenerCount())
    expect(counts).toEqual([0, 1, 1, 0])
  })
})
