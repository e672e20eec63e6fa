import { describe, expect, it } from 'vitest'
import { genesisCoinbase, genesisHeader } from './genesis.ts'
import { toDisplayHex } from './hashes.ts'
import { headerHash, meetsTarget } from './header.ts'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID, BITCOIN_REGTEST_GENESIS_HASH } from './network.ts'

describe('regtest genesis', () => {
  it("hashes to Bitcoin Core's regtest genesis block hash", () => {
    expect(toDisplayHex(headerHash(genesisHeader(genesisCoinbase())))).toBe(BITCOIN_REGTEST_GENESIS_HASH)
  })

  it("has Satoshi's coinbase as its merkle root", () => {
    expect(toDisplayHex(genesisHeader(genesisCoinbase()).merkleRoot)).toBe(
      '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
    )
  })

  it('meets the regtest proof-of-work target', () => {
    const header = genesisHeader(genesisCoinbase())
    expect(meetsTarget(headerHash(header), header.bits)).toBe(true)
  })

  it('names the chain bip122:0f9188f13cb7b2c71f2a335e3a4fc328 in CAIP-2', () => {
    expect(BITCOIN_REGTEST_CAIP_NETWORK_ID).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })
})
