import { defineNetwork } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { getAssets } from './walletAssets.ts'

const devnet = defineNetwork(
  {
    id: 31337,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545/'] } },
  },
  'eip155',
)
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const FUSD = '0xaa974Ab02B651c3B5dcFAD67a88dc7D143A8f3EC'
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** What a wallet answers, recording the parameters it was asked with. */
function answering(answer: unknown) {
  const asked: unknown[] = []
  return {
    asked,
    ask: async (method: string, params: readonly unknown[]) => {
      asked.push({ method, params })
      return answer
    },
  }
}

describe('EIP-7811 wallet_getAssets', () => {
  it("asks for the account's assets on the network's chain only", async () => {
    const wallet = answering({})
    await getAssets(wallet.ask, { address: ACCOUNT, network: devnet })
    expect(wallet.asked).toEqual([
      { method: 'wallet_getAssets', params: [{ account: ACCOUNT, chainFilter: ['0x7a69'] }] },
    ])
  })

  it('reads the native currency and ERC-20 tokens with their balances and metadata', async () => {
    const wallet = answering({
      '0x7a69': [
        { address: 'native', balance: '0xde0b6b3a7640000', type: 'native', metadata: ether },
        {
          address: FUSD,
          balance: '0x2540be400',
          type: 'erc20',
          metadata: { name: 'Foyer USD', symbol: 'fUSD', decimals: 6 },
        },
      ],
    })
    await expect(getAssets(wallet.ask, { address: ACCOUNT, network: devnet })).resolves.toEqual([
      { address: 'native', type: 'native', balance: 10n ** 18n, ...ether },
      { address: FUSD, type: 'erc20', balance: 10_000_000_000n, name: 'Foyer USD', symbol: 'fUSD', decimals: 6 },
    ])
  })

  it('leaves out NFTs, assets without metadata, unreadable balances and other chains', async () => {
    const wallet = answering({
      '0x7a69': [
        { address: FUSD, balance: '0x1', type: 'erc721', metadata: { name: 'Art', symbol: 'ART', decimals: 0 } },
        { address: FUSD, balance: '0x1', type: 'erc20' },
        { address: FUSD, balance: 'lots', type: 'erc20', metadata: { name: 'X', symbol: 'X', decimals: 6 } },
      ],
      '0x1': [{ address: 'native', balance: '0x1', type: 'native', metadata: ether }],
    })
    await expect(getAssets(wallet.ask, { address: ACCOUNT, network: devnet })).resolves.toEqual([])
  })
})
