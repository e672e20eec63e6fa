import { defineNetwork } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { ss58Codec } from './connection/polkadotRuntime.ts'
import { createPolkadotChain, type Ss58Codec } from './polkadotChain.ts'

const ALICE_42 = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_0 = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const ALICE_2 = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
// Alice's generic address with its last character changed: the checksum no longer matches.
const BAD_CHECKSUM = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ'

const chainWith = (codec: Ss58Codec | undefined, format = 42) =>
  createPolkadotChain({ codec: () => codec, format: () => format })

const network = (explorer?: string) =>
  defineNetwork(
    {
      id: '91b171bb158e2d3848fa23a9f1c25182',
      name: 'Polkadot',
      nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      ...(explorer ? { blockExplorers: { default: { name: 'Subscan', url: explorer } } } : {}),
    },
    'polkadot',
  )

const HASH = `0x${'ab'.repeat(32)}`

describe('the polkadot chain description', () => {
  it("is labelled 'Polkadot', with balances from the API and no activity or names", () => {
    const chain = chainWith(ss58Codec)
    expect(chain.label).toBe('Polkadot')
    expect(chain.api).toEqual({ tokenBalances: true, activity: false, identity: false, onramp: false })
  })

  it('accepts SS58 addresses of any format and refuses a wrong checksum once the codec has loaded', () => {
    const chain = chainWith(ss58Codec)
    expect([ALICE_42, ALICE_0, ALICE_2].map(chain.isAddress)).toEqual([true, true, true])
    expect(chain.isAddress(BAD_CHECKSUM)).toBe(false)
    expect(chain.isAddress('0x8eaf04151687736326c9fea17e25fc5287613693')).toBe(false)
  })

  it('spells every address in the format of the network connected on', () => {
    expect(chainWith(ss58Codec, 0).normalizeAddress(ALICE_42)).toBe(ALICE_0)
    expect(chainWith(ss58Codec, 2).normalizeAddress(ALICE_0)).toBe(ALICE_2)
    expect(chainWith(ss58Codec, 42).normalizeAddress(ALICE_2)).toBe(ALICE_42)
  })

  it('checks only the shape, and keeps an address as written, before the codec has loaded', () => {
    const chain = chainWith(undefined, 0)
    expect(chain.isAddress(ALICE_42)).toBe(true)
    expect(chain.isAddress('0xabc')).toBe(false)
    expect(chain.normalizeAddress(ALICE_42)).toBe(ALICE_42)
  })

  it('names an extrinsic by its 0x-hex 32-byte hash', () => {
    const chain = chainWith(ss58Codec)
    expect(chain.isTransactionHash(HASH)).toBe(true)
    expect(chain.isTransactionHash(HASH.slice(0, -2))).toBe(false)
    expect(chain.isTransactionHash(`${HASH.slice(0, -1)}g`)).toBe(false)
  })

  it("links an extrinsic to a Subscan-style explorer's /extrinsic/ page, and to nothing without an explorer", () => {
    const chain = chainWith(ss58Codec)
    expect(chain.transactionUrl(network('https://polkadot.subscan.io/'), HASH)).toBe(
      `https://polkadot.subscan.io/extrinsic/${HASH}`,
    )
    expect(chain.transactionUrl(network(), HASH)).toBeUndefined()
  })
})
