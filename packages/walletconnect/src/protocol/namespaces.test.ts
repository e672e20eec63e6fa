import { describe, expect, it } from 'vitest'
import { approveNamespaces, checkProposalNamespaces, checkSessionNamespaces, namespaceForChain } from './namespaces.ts'

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('namespaces (spec: clients/sign/namespaces)', () => {
  it('accepts namespace keys with chains and chain keys without, and refuses a chain of another namespace', () => {
    expect(checkProposalNamespaces({ eip155: { chains: ['eip155:1'], methods: [], events: [] } })).toBeUndefined()
    expect(checkProposalNamespaces({ 'eip155:10': { methods: ['personal_sign'], events: [] } })).toBeUndefined()
    expect(checkProposalNamespaces({ eip155: { chains: [SOLANA], methods: [], events: [] } })).toMatchObject({
      code: 5100,
    })
    expect(checkProposalNamespaces({ eip155: { methods: [], events: [] } })).toMatchObject({ code: 5100 })
    expect(checkProposalNamespaces({ 'Not A Key': { chains: [], methods: [], events: [] } })).toMatchObject({
      code: 5104,
    })
  })

  it('refuses a session that misses a required chain, method or event, or grants an account of another namespace', () => {
    const required = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] } }
    const granted = { accounts: [`eip155:1:${ADDRESS}`], methods: ['personal_sign'], events: ['chainChanged'] }
    expect(checkSessionNamespaces({ eip155: granted }, required)).toBeUndefined()
    expect(
      checkSessionNamespaces({ eip155: { ...granted, accounts: [`eip155:2:${ADDRESS}`] } }, required),
    ).toMatchObject({ code: 5100 })
    expect(checkSessionNamespaces({ eip155: { ...granted, methods: [] } }, required)).toMatchObject({ code: 5101 })
    expect(checkSessionNamespaces({ eip155: { ...granted, events: [] } }, required)).toMatchObject({ code: 5102 })
    expect(checkSessionNamespaces({ eip155: { ...granted, accounts: [`${SOLANA}:abc`] } })).toMatchObject({
      code: 5103,
    })
    expect(checkSessionNamespaces({ solana: granted }, required)).toMatchObject({ code: 5103 })
  })

  it('approves what a wallet supports across eip155 and solana, and leaves out an optional namespace it lacks', () => {
    const approved = approveNamespaces(
      {},
      {
        eip155: { chains: ['eip155:1', 'eip155:99'], methods: ['personal_sign', 'eth_sign'], events: ['chainChanged'] },
        solana: { chains: [SOLANA], methods: ['solana_signMessage'], events: [] },
        cosmos: { chains: ['cosmos:hub'], methods: ['cosmos_sign'], events: [] },
      },
      {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign'],
          events: ['chainChanged'],
          accounts: [`eip155:1:${ADDRESS}`],
        },
        solana: { chains: [SOLANA], methods: ['solana_signMessage'], events: [], accounts: [`${SOLANA}:abc`] },
      },
    )
    expect(approved).toEqual({
      eip155: {
        chains: ['eip155:1'],
        accounts: [`eip155:1:${ADDRESS}`],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
      solana: { chains: [SOLANA], accounts: [`${SOLANA}:abc`], methods: ['solana_signMessage'], events: [] },
    })
    expect(namespaceForChain(approved, SOLANA)?.methods).toEqual(['solana_signMessage'])
    expect(namespaceForChain(approved, 'eip155:99')).toBeUndefined()
  })

  it('refuses to approve when a required namespace cannot be granted in full', () => {
    expect(() =>
      approveNamespaces(
        { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: [] } },
        {},
        {
          eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [], accounts: [`eip155:1:${ADDRESS}`] },
        },
      ),
    ).toThrow('Unsupported methods. eth_sign is required')
  })
})
