import type { GasPriceResponse } from '@foyer/protocol'
import type { ServedChain } from './chainDirectory.ts'

/** Reward percentiles asked of eth_feeHistory for the standard, fast and instant tiers. */
const PERCENTILES = [25, 60, 90] as const
const HISTORY_BLOCKS = 5

export interface FeeSample {
  /** eth_gasPrice: the node's own suggestion. */
  gasPrice: bigint
  /** The next block's base fee (last entry of eth_feeHistory's baseFeePerGas); absent before London. */
  nextBaseFee?: bigint
  /** Per recent block, the priority fee paid at each of PERCENTILES. */
  rewards?: readonly (readonly bigint[])[]
}

function averageReward(rewards: readonly (readonly bigint[])[], column: number): bigint {
  const values = rewards.map((row) => row[column]).filter((value): value is bigint => value !== undefined)
  return values.length === 0 ? 0n : values.reduce((sum, value) => sum + value, 0n) / BigInt(values.length)
}

// Math.max takes no bigint.
function max(first: bigint, ...rest: bigint[]): bigint {
  let largest = first
  for (const value of rest) if (value > largest) largest = value
  return largest
}

/**
 * Three tiers in wei, never decreasing from standard to instant and never below the node's own suggestion:
 * the next base fee plus the average priority fee recent blocks paid at the 25th, 60th and 90th percentile,
 * with fast and instant at least 20 % and 50 % above standard so they really are faster.
 */
export function gasPriceTiers(sample: FeeSample): GasPriceResponse {
  const base = sample.nextBaseFee ?? sample.gasPrice
  const rewards = sample.rewards ?? []
  const standard = max(sample.gasPrice, base + averageReward(rewards, 0))
  const fast = max((standard * 12n) / 10n, base + averageReward(rewards, 1))
  const instant = max((standard * 15n) / 10n, base + averageReward(rewards, 2), fast)
  return { standard: standard.toString(), fast: fast.toString(), instant: instant.toString() }
}

interface FeeHistory {
  baseFeePerGas?: string[]
  reward?: string[][]
}

/** Asks the node for eth_gasPrice and eth_feeHistory; a node without fee history still gets tiers. */
export async function readGasPrice(chain: ServedChain): Promise<GasPriceResponse> {
  const [gasPrice, history] = await Promise.all([
    chain.client.request({ method: 'eth_gasPrice' }),
    chain.client
      .request({
        method: 'eth_feeHistory',
        params: [`0x${HISTORY_BLOCKS.toString(16)}`, 'latest', [...PERCENTILES]],
      })
      .then((answer) => answer as FeeHistory)
      .catch((): FeeHistory => ({})),
  ])
  const nextBaseFee = history.baseFeePerGas?.at(-1)
  return gasPriceTiers({
    gasPrice: BigInt(gasPrice),
    ...(nextBaseFee ? { nextBaseFee: BigInt(nextBaseFee) } : {}),
    ...(history.reward ? { rewards: history.reward.map((row) => row.map((value) => BigInt(value))) } : {}),
  })
}
