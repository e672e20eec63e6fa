import { describe, expect, it } from 'vitest'
import { chainsOf, requestedNamespaces } from './requestedNamespaces.ts'

describe('requestedNamespaces', () => {
  it('asks for every chain of the RPC map, grouped by namespace, with each chain’s node URL', () => {
    const namespaces = requestedNamespaces({
      'eip155:31337': 'http://127.0.0.1:1/rpc/31337',
      'eip155:31338': 'http://127.0.0.1:1/rpc/31338',
    })
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.rpcMap['eip155:31338']).toBe('http://127.0.0.1:1/rpc/31338')
    expect(namespaces.eip155?.methods).toContain('personal_sign')
    expect(namespaces.eip155?.methods).toContain('eth_sendTransaction')
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
  })

  it('refuses a chain that is not a CAIP network id', () => {
    expect(() => requestedNamespaces({ '31337': 'http://127.0.0.1:1' })).toThrow('Invalid CAIP network id: 31337')
  })
})

describe('chainsOf', () => {
  it('reads chains from lists and from chain-specific keys', () => {
    expect(chainsOf({ eip155: { chains: ['eip155:1'] }, 'eip155:10': {} })).toEqual(['eip155:1', 'eip155:10'])
    expect(chainsOf(undefined)).toEqual([])
  })
})
