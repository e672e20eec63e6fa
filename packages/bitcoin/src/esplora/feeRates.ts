import { FoyerError, type Network } from '@foyer/core'
import { esploraJson } from './esplora.ts'

/** Fee rates in sat/vB for a confirmation in about 1, 3 and 6 blocks. */
export interface FeeRates {
  fast: number
  medium: number
  slow: number
}

/** Bitcoin Core's default minimum relay fee rate: what an empty estimate falls back to (a fresh regtest chain). */
export const MIN_RELAY_FEE_RATE = 1

/** The rate for the smallest target at or above `target` blocks among Esplora's estimates (`{ "1": 87.8, … }`). */
function rateFor(estimates: Record<string, unknown>, target: number): number | undefined {
  const rates = Object.entries(estimates)
    .map(([blocks, rate]) => [Number(blocks), rate] as const)
    .filter((entry): entry is readonly [number, number] => Number.isFinite(entry[0]) && typeof entry[1] === 'number')
    .sort((a, b) => a[0] - b[0])
  return (rates.find(([blocks]) => blocks >= target) ?? rates.at(-1))?.[1]
}

const atLeastRelay = (rate: number | undefined) => Math.max(MIN_RELAY_FEE_RATE, rate ?? MIN_RELAY_FEE_RATE)

/**
 * The network's fee rates. Esplora's own `/fee-estimates` first — every Esplora (Blockstream's, mempool.space's
 * `/api`, a self-hosted electrs) serves it — then mempool.space's `/v1/fees/recommended` where that is missing.
 * A chain with no estimates yet (a fresh regtest) pays the minimum relay fee rate.
 */
export async function feeRates(network: Network, fetchFn: typeof fetch): Promise<FeeRates> {
  let firstError: unknown
  try {
    const estimates = await esploraJson<Record<string, unknown>>(network, '/fee-estimates', fetchFn)
    if (estimates && typeof estimates === 'object' && Object.keys(estimates).length > 0) {
      return {
        fast: atLeastRelay(rateFor(estimates, 1)),
        medium: atLeastRelay(rateFor(estimates, 3)),
        slow: atLeastRelay(rateFor(estimates, 6)),
      }
    }
  } catch (error) {
    firstError = error
  }
  try {
    const recommended = await esploraJson<Record<string, unknown>>(network, '/v1/fees/recommended', fetchFn)
    const rate = (key: string) => (typeof recommended?.[key] === 'number' ? (recommended[key] as number) : undefined)
    return {
      fast: atLeastRelay(rate('fastestFee')),
      medium: atLeastRelay(rate('halfHourFee')),
      slow: atLeastRelay(rate('hourFee')),
    }
  } catch (error) {
    if (firstError === undefined)
      return { fast: MIN_RELAY_FEE_RATE, medium: MIN_RELAY_FEE_RATE, slow: MIN_RELAY_FEE_RATE }
    throw firstError instanceof FoyerError ? firstError : error
  }
}
