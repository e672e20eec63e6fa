import { type Address, createPublicClient, createTestClient, hexToBigInt, http, numberToHex } from 'viem'

// Tests of swaps that must meet a Uniswap V2 pair in one exact state. A pair writes its two price accumulators only
// when a new second began since its last update; what a swap costs depends on whether it does.

const RESERVES_SLOT = 8
const PRICE_ACCUMULATOR_SLOTS = [9, 10]
const RESERVES_BITS = 224n

/**
 * Rewrites a pair's storage to how it stands after its first deposit, made in second `at`: its reserves as they
 * are, last updated at `at` (the top 32 bits of slot 8, above the two 112-bit reserves), and neither price
 * accumulator (slots 9 and 10) written yet. A swap in second `at` then writes no price; one in a later second
 * writes both, from zero (2 × 22,100 gas more).
 */
export async function pinPairAsFirstDeposit(rpcUrl: string, pair: Address, at: bigint): Promise<void> {
  const word = (value: number | bigint) => numberToHex(value, { size: 32 })
  const stored = await createPublicClient({ transport: http(rpcUrl) }).getStorageAt({
    address: pair,
    slot: word(RESERVES_SLOT),
  })
  const reserves = hexToBigInt(stored ?? '0x0') & ((1n << RESERVES_BITS) - 1n)
  const test = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await test.setStorageAt({
    address: pair,
    index: RESERVES_SLOT,
    value: word(reserves | (at << RESERVES_BITS)),
  })
  for (const index of PRICE_ACCUMULATOR_SLOTS) await test.setStorageAt({ address: pair, index, value: word(0) })
}
