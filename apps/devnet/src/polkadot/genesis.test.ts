import { describe, expect, it } from 'vitest'
import { genesisHeader } from './genesis.ts'
import { encodeHeader, hashHeader } from './header.ts'
import { POLKADOT_DEVNET_GENESIS_HASH } from './network.ts'
import { genesisStorage } from './state.ts'

describe('the Polkadot devnet genesis', () => {
  it('hashes its SCALE genesis header with blake2b-256 to POLKADOT_DEVNET_GENESIS_HASH', () => {
    expect(hashHeader(genesisHeader(genesisStorage()))).toBe(POLKADOT_DEVNET_GENESIS_HASH)
  })

  it('encodes the genesis header as parent, compact number 0, roots and an empty digest (98 bytes)', () => {
    const bytes = encodeHeader(genesisHeader(genesisStorage()))
    expect(bytes.length).toBe(32 + 1 + 32 + 32 + 1)
    expect(bytes[32]).toBe(0)
  })
})
