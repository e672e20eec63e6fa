import { createPublicClient, erc20Abi, getContractAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts.ts'
import { deployFoyerToken } from './deployTokens.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import {
  DEVNET_DEPLOYED_TOKENS,
  DEVNET_SPAM_TOKENS,
  DEVNET_TOKEN_DEPLOYER,
  DEVNET_TOKENS,
  MULTICALL3_ADDRESS,
  MULTICALL3_DEPLOYER,
} from './tokens.ts'

describe('devnet token addresses', () => {
  it('are the deployer nonces 0..3 in deployment order, and Multicall3 its canonical address', () => {
    DEVNET_DEPLOYED_TOKENS.forEach((token, nonce) => {
      expect(getContractAddress({ from: DEVNET_TOKEN_DEPLOYER, nonce: BigInt(nonce) })).toBe(token.address)
    })
    expect(getContractAddress({ from: MULTICALL3_DEPLOYER, nonce: 0n })).toBe(MULTICALL3_ADDRESS)
  })

  it('list every deployed token exactly once per chain, as listed or as spam', () => {
    for (const chainId of [31337, 31338] as const) {
      const all = [...DEVNET_TOKENS[chainId], ...DEVNET_SPAM_TOKENS[chainId]].map(({ address }) => address)
      expect(all.sort()).toEqual(DEVNET_DEPLOYED_TOKENS.map(({ address }) => address).sort())
    }
  })
})

describe('startDevnet contracts', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ ports: [0, 0] })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('deploys every token with its name, symbol and decimals and funds all ten accounts on both chains', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const token of DEVNET_DEPLOYED_TOKENS) {
        const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
          client.readContract({ address: token.address, abi: erc20Abi, functionName })
        expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
          token.name,
          token.symbol,
          token.decimals,
        ])
        const last = DEVNET_ACCOUNTS[9]!.address
        expect(
          await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [last] }),
        ).toBe(token.amountEach)
      }
      expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toMatch(/^0x[0-9a-f]{100,}$/)
    }
  })

  it('leaves the funded accounts untouched: zero nonce on every chain', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getTransactionCount({ address: DEVNET_ACCOUNTS[0]!.address })).toBe(0)
    }
  })

  it('deploys a further token on demand', async () => {
    const rpcUrl = devnet.chains[0]!.rpcUrl
    const address = await deployFoyerToken(rpcUrl, { name: 'Extra', symbol: 'XTR', decimals: 2, amountEach: 7n })
    const client = createPublicClient({ transport: http(rpcUrl) })
    expect(
      await client.readContract({
        address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [DEVNET_ACCOUNTS[3]!.address],
      }),
    ).toBe(7n)
  })
})
