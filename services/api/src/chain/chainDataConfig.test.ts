import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_TOKENS } from '@foyer/devnet/tokens'
import { describe, expect, it } from 'vitest'
import { devnetTokenLists } from './chainDataConfig.ts'
import { tokenListsFromEnv } from './tokenListFile.ts'

describe('token lists', () => {
  it("list exactly the devnet's listed tokens, at the addresses it deploys them", () => {
    const lists = devnetTokenLists()
    for (const chainId of [31337, 31338] as const) {
      expect(
        lists[chainId]?.tokens.map(({ address, symbol, name, decimals }) => ({ address, symbol, name, decimals })),
      ).toEqual(
        DEVNET_TOKENS[chainId].map(({ address, symbol, name, decimals }) => ({ address, symbol, name, decimals })),
      )
    }
  })

  it('load a self-hoster list from FOYER_TOKEN_LIST, giving a chain without a native entry Ether', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'foyer-tokens-')), 'tokens.json')
    writeFileSync(
      path,
      JSON.stringify({
        1: {
          tokens: [
            {
              address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
              name: 'USD Coin',
              symbol: 'USDC',
              decimals: 6,
              priceUsd: 1,
            },
          ],
        },
      }),
    )
    const lists = tokenListsFromEnv({ FOYER_TOKEN_LIST: path })
    expect(lists[1]?.native.symbol).toBe('ETH')
    expect(lists[1]?.tokens[0]?.symbol).toBe('USDC')
  })

  it('refuse a malformed list file with its path, instead of serving half of it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'foyer-tokens-')), 'tokens.json')
    writeFileSync(path, JSON.stringify({ 1: { tokens: [{ address: '0x12', name: 'X', symbol: 'X', decimals: 6 }] } }))
    expect(() => tokenListsFromEnv({ FOYER_TOKEN_LIST: path })).toThrow(
      `FOYER_TOKEN_LIST ${path} is not a valid token list`,
    )
  })
})
