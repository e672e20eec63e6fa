import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { solanaTestNetwork } from './solanaTestNetwork.testing.ts'
import { solanaAccountsOf, walletChainFor } from './walletStandard.ts'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const walletOn = (chains: Wallet['chains']): Wallet => ({
  version: '1.0.0',
  name: 'Some Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains,
  accounts: [],
  features: {},
})
const accountOn = (address: string, chains: WalletAccount['chains']): WalletAccount => ({
  address,
  publicKey: new Uint8Array(32),
  chains,
  features: [],
})

describe('walletChainFor', () => {
  const mainnet = solanaTestNetwork('http://127.0.0.1:1', MAINNET)

  it('names the network by its CAIP-2 id when the wallet lists it', () => {
    expect(walletChainFor(walletOn([MAINNET, 'solana:mainnet']), mainnet)).toBe(MAINNET)
  })

  it('names a public cluster by its word when the wallet lists only that (solana:mainnet, devnet, testnet)', () => {
    expect(walletChainFor(walletOn(['solana:mainnet', 'solana:devnet']), mainnet)).toBe('solana:mainnet')
    const devnet = solanaTestNetwork('http://127.0.0.1:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(walletChainFor(walletOn(['solana:devnet']), devnet)).toBe('solana:devnet')
    const testnet = solanaTestNetwork('http://127.0.0.1:1', 'solana:4uhcVJyU9pJvaZZTECMdWnmNBA5ZQNQo')
    expect(walletChainFor(walletOn(['solana:testnet']), testnet)).toBe('solana:testnet')
  })

  it('names any other network by its CAIP-2 id', () => {
    const local = solanaTestNetwork('http://127.0.0.1:1', 'solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru')
    expect(walletChainFor(walletOn(['solana:localnet']), local)).toBe('solana:8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ru')
  })
})

describe('solanaAccountsOf', () => {
  it('keeps the accounts on a solana: chain and leaves out a multichain wallet’s others', () => {
    const solana = accountOn('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', ['solana:mainnet'])
    expect(solanaAccountsOf([accountOn('0xabc', ['sui:mainnet']), solana])).toEqual([solana])
  })
})
