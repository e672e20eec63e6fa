import { describe, expect, it } from 'vitest'
import { chainsOfProposal } from './protocol/namespaces.ts'
import { requestedNamespaces } from './requestedNamespaces.ts'

describe('requestedNamespaces', () => {
  it('asks for every chain of the RPC map, grouped by namespace, eip155 and solana in one proposal', () => {
    const namespaces = requestedNamespaces({
      'eip155:31337': 'http://127.0.0.1:1/rpc/31337',
      'eip155:31338': 'http://127.0.0.1:1/rpc/31338',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'http://127.0.0.1:1/solana',
    })
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.methods).toContain('personal_sign')
    expect(namespaces.eip155?.methods).toContain('eth_sendTransaction')
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(namespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
  })

  it('refuses a chain that is not a CAIP network id', () => {
    expect(() => requestedNamespaces({ '31337': 'http://127.0.0.1:1' })).toThrow('Invalid CAIP network id: 31337')
  })
})

describe('chainsOfProposal', () => {
  it('reads chains from lists and from chain-specific keys', () => {
    expect(
      chainsOfProposal({
        eip155: { chains: ['eip155:1'], methods: [], events: [] },
        'eip155:10': { methods: [], events: [] },
      }),
    ).toEqual(['eip155:1', 'eip155:10'])
    expect(chainsOfProposal(undefined)).toEqual([])
  })
})
