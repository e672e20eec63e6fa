import { describe, expect, it } from 'vitest'
import { chainsDetail } from './chainsDetail.ts'

const client = {
  describeChain: (namespace: string) =>
    namespace === 'eip155' ? { label: 'Ethereum' } : namespace === 'solana' ? { label: 'Solana' } : undefined,
} as Parameters<typeof chainsDetail>[0]

describe('chainsDetail', () => {
  it("names each chain of a wallet found on several, by its adapter's label", () => {
    expect(chainsDetail(client, [{ chain: 'eip155' }, { chain: 'solana' }])).toBe('Ethereum · Solana')
  })

  it('falls back to the namespace when no adapter describes it', () => {
    expect(chainsDetail(client, [{ chain: 'eip155' }, { chain: 'bip122' }])).toBe('Ethereum · bip122')
  })

  it('says nothing for a wallet on one chain', () => {
    expect(chainsDetail(client, [{ chain: 'eip155' }])).toBeUndefined()
  })
})
