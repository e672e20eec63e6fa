import { beforeAll, describe, expect, it } from 'vitest'
import { BitcoinChain } from './bitcoinChain.ts'
import type { StoredBlock } from './chainState.ts'
import { blockSubsidy, coinbaseScriptSig, witnessCommitmentScript } from './coinbase.ts'
import { fromDisplayHex, toDisplayHex } from './hashes.ts'
import { headerHash, meetsTarget } from './header.ts'
import { merkleRoot } from './merkle.ts'
import { BITCOIN_REGTEST_GENESIS_HASH } from './network.ts'

const payout = Uint8Array.from([0x00, 0x14, ...new Uint8Array(20).fill(7)])

describe('mining', () => {
  let chain: BitcoinChain
  let block: StoredBlock
  beforeAll(() => {
    chain = new BitcoinChain()
    chain.mine(160, payout)
    block = chain.state.tip
  })

  it('builds on the regtest genesis block', () => {
    expect(toDisplayHex(chain.state.blocks[1]?.header.previousHash ?? new Uint8Array())).toBe(
      BITCOIN_REGTEST_GENESIS_HASH,
    )
  })

  it('links every block to the one before it', () => {
    for (const [height, stored] of chain.state.blocks.entries())
      if (height > 0) expect(toDisplayHex(stored.header.previousHash)).toBe(chain.state.blocks[height - 1]?.id)
  })

  it('gives every block a header whose hash is its id and meets the regtest target', () => {
    for (const stored of chain.state.blocks) {
      expect(toDisplayHex(headerHash(stored.header))).toBe(stored.id)
      expect(meetsTarget(fromDisplayHex(stored.id), stored.header.bits)).toBe(true)
    }
  })

  it("commits the header's merkle root to the block's transactions", () => {
    expect(block.header.merkleRoot).toEqual(merkleRoot(block.txs.map((tx) => tx.hash)))
  })

  it('starts the coinbase scriptSig with the BIP34 height', () => {
    expect(block.txs[0]?.inputs[0]?.scriptSig).toEqual(coinbaseScriptSig(160))
    expect(Buffer.from(coinbaseScriptSig(160)).toString('hex')).toBe('02a00000')
  })

  it('carries the BIP141 witness commitment and its reserved value', () => {
    expect(block.txs[0]?.outputs[1]?.script).toEqual(witnessCommitmentScript([]))
    expect(block.txs[0]?.inputs[0]?.witness).toEqual([new Uint8Array(32)])
  })

  it('halves the 50 BTC subsidy every 150 blocks, as regtest does', () => {
    expect(blockSubsidy(149)).toBe(5_000_000_000n)
    expect(blockSubsidy(150)).toBe(2_500_000_000n)
    expect(block.txs[0]?.outputs[0]?.value).toBe(2_500_000_000n)
  })

  it('keeps block times past the median time of the last eleven blocks', () => {
    for (const [height, stored] of chain.state.blocks.entries())
      if (height > 0) expect(stored.header.time).toBeGreaterThan(chain.state.blocks[height - 1]?.medianTime ?? 0)
  })
})
