import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseTokenListFile, solanaTokenListsFromEnv, tokenListsFromEnv } from './tokenListFile.ts'

const USDC_SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function listFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'foyer-tokens-')), 'tokens.json')
  writeFileSync(path, JSON.stringify(content))
  return path
}

describe('FOYER_TOKEN_LIST with Solana networks', () => {
  it('reads SPL mints under a solana: key beside EVM chains, giving a network without native SOL', () => {
    const path = listFile({
      1: { tokens: [] },
      [MAINNET]: { tokens: [{ address: USDC_SOLANA, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 }] },
    })
    expect(tokenListsFromEnv({ FOYER_TOKEN_LIST: path })[1]?.native.symbol).toBe('ETH')
    const solana = solanaTokenListsFromEnv({ FOYER_TOKEN_LIST: path })[MAINNET]
    expect(solana?.native).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(solana?.tokens[0]).toMatchObject({ address: USDC_SOLANA, symbol: 'USDC' })
  })

  it('refuses a mint that is not a Solana address, keeping its case as the error names it', () => {
    const result = (() => {
      try {
        return parseTokenListFile({
          [MAINNET]: {
            tokens: [{ address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', name: 'X', symbol: 'X', decimals: 6 }],
          },
        })
      } catch (error) {
        return error as Error
      }
    })()
    expect(result).toBeInstanceOf(Error)
    expect(String(result)).toContain('must be a mint address')
  })

  it('refuses a key that names neither an EVM chain nor a Solana network', () => {
    expect(() => parseTokenListFile({ 'cosmos:hub': { tokens: [] } })).toThrow(/EVM chain id .* or a Solana network/)
  })
})
