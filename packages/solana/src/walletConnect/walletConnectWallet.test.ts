import type { CaipNetworkId } from '@foyer/core'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_CAIP_ID } from '@foyer/devnet/solana/accounts'
import type { WalletConnectEvent, WalletConnectNamespace } from '@foyer/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import { getTransactionDecoder } from '@solana/kit'
import type { SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { StandardEventsFeature } from '@wallet-standard/features'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../base58.ts'
import { transferWireOn } from '../kitTransfer.testing.ts'
import { fromBase64 } from './solanaRpcMethods.ts'
import { createWalletConnectWallet } from './walletConnectWallet.ts'

// The session's solana namespace as the WalletConnect client shows it, answered here by a wallet that signs
// with a real ed25519 key and, like some wallets, sends back solana_signTransaction's signature alone.

const account = SOLANA_DEVNET_ACCOUNTS[1]!
const seed = decodeBase58(account.secretKey)!.slice(0, 32)
const CHAIN = SOLANA_DEVNET_CAIP_ID

function sessionView(methods: string[]) {
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const asked: { method: string; chainId: string }[] = []
  const view: WalletConnectNamespace = {
    namespace: 'solana',
    requestedChains: [CHAIN],
    accounts: () => [`${CHAIN}:${account.address}`, `eip155:1:0x0000000000000000000000000000000000000001`],
    chains: () => [CHAIN],
    methods: () => methods,
    async request<T>(method: string, params: unknown, chainId: CaipNetworkId): Promise<T> {
      asked.push({ method, chainId })
      const { transaction } = params as { transaction: string }
      const messageBytes = getTransactionDecoder().decode(fromBase64(transaction)!).messageBytes
      return { signature: encodeBase58(ed25519.sign(Uint8Array.from(messageBytes), seed)) } as T
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (event: WalletConnectEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { view, asked, emit }
}

const walletOver = (view: WalletConnectNamespace) =>
  createWalletConnectWallet({ view, chain: CHAIN, name: 'Some Wallet', disconnect: async () => {} })

describe('the WalletConnect session as a Wallet Standard wallet', () => {
  it('offers only the sign features whose methods the session grants', () => {
    const wallet = walletOver(sessionView(['solana_signMessage', 'solana_signTransaction']).view)
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
  })

  it('has the session’s Solana accounts on its chain, and no other namespace’s', () => {
    const wallet = walletOver(sessionView([]).view)
    expect(wallet.accounts.map(({ address, chains }) => ({ address, chains }))).toEqual([
      { address: account.address, chains: [CHAIN] },
    ])
  })

  it('puts a signature sent alone into the signer’s slot of the transaction', async () => {
    const { view } = sessionView(['solana_signTransaction'])
    const wallet = walletOver(view)
    const feature = (wallet.features as SolanaSignTransactionFeature)['solana:signTransaction']
    const wire = transferWireOn(account.address, SOLANA_DEVNET_ACCOUNTS[2]!.address, 9n)
    const [output] = await feature.signTransaction({ account: wallet.accounts[0]!, transaction: wire, chain: CHAIN })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    const signature = signed.signatures[account.address as keyof typeof signed.signatures]!
    expect(ed25519.verify(signature, Uint8Array.from(signed.messageBytes), decodeBase58(account.address)!)).toBe(true)
  })

  it('refuses a chain the session does not include, before asking the wallet', async () => {
    const { view, asked } = sessionView(['solana_signTransaction'])
    const wallet = walletOver(view)
    const feature = (wallet.features as SolanaSignTransactionFeature)['solana:signTransaction']
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    await expect(
      feature.signTransaction({ account: wallet.accounts[0]!, transaction: Uint8Array.of(0), chain: mainnet }),
    ).rejects.toMatchObject({
      code: 'NETWORK_NOT_FOUND',
      detail: `The WalletConnect session does not include ${mainnet}`,
    })
    expect(asked).toEqual([])
  })

  it('tells its listeners that no account is left when the session ends', () => {
    const { view, emit } = sessionView([])
    const changes: unknown[] = []
    ;(walletOver(view).features as StandardEventsFeature)['standard:events'].on('change', (change) =>
      changes.push(change),
    )
    emit({ type: 'disconnect', reason: 'expired' })
    expect(changes).toEqual([{ accounts: [] }])
  })
})
