import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { buildWalletConnect, createMemoryStorage } from '@foyer/walletconnect'
import { base64, hex } from '@scure/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWcWallet, type WcWallet } from './createWcWallet.ts'

// The WalletConnect test wallet's routing: a dapp's session through the project's relay gets a bip122
// namespace beside eip155, and its bip122 requests reach the Bitcoin side.

let devnet: BitcoinDevnet
let relay: Awaited<ReturnType<typeof startRelay>>
let count = 0
beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startBitcoinDevnet({ port: 0 }), startRelay()])
})
afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

const account = BITCOIN_DEVNET_ACCOUNTS[7]!
// An EVM key the wallet must have; no EVM chain is asked for here.
const EVM_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

function dapp() {
  return buildWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Bitcoin dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
    rpcMap: { [devnet.caipNetworkId]: devnet.url },
    storage: createMemoryStorage(),
    storagePrefix: `bitcoin-dapp-${++count}`,
    webSocket: NodeWebSocket,
  })
}

function wallet(): Promise<WcWallet> {
  return createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: [EVM_KEY],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    bitcoin: {
      privateKeys: [account.privateKey],
      chains: [{ caipNetworkId: devnet.caipNetworkId, esploraUrl: devnet.url }],
    },
    storage: createMemoryStorage(),
    storagePrefix: `bitcoin-wallet-${++count}`,
    webSocket: NodeWebSocket,
  })
}

async function session() {
  const [walletConnect, peer] = [dapp(), await wallet()]
  await walletConnect.connect({ onDisplayUri: (uri) => void peer.pair(uri) })
  return { walletConnect, peer, bip122: walletConnect.namespace('bip122') }
}

describe('the WalletConnect test wallet with a Bitcoin side', () => {
  it('grants a bip122 session with the payment address and Reown’s four methods', async () => {
    const { peer, bip122 } = await session()
    expect(bip122.accounts()).toEqual([`${devnet.caipNetworkId}:${account.paymentAddress}`])
    expect(bip122.methods().sort()).toEqual(['getAccountAddresses', 'sendTransfer', 'signMessage', 'signPsbt'])
    expect(peer.bitcoinAddresses).toEqual([account.paymentAddress])
    peer.close()
  })

  it('answers a bip122 signMessage through the relay with a signature bip322-js verifies', async () => {
    const { peer, bip122 } = await session()
    const { signature } = await bip122.request<{ signature: string }>(
      'signMessage',
      { account: account.paymentAddress, message: 'Sign in to Foyer', protocol: 'bip322' },
      devnet.caipNetworkId,
    )
    expect(
      Verifier.verifySignature(account.paymentAddress, 'Sign in to Foyer', base64.encode(hex.decode(signature))),
    ).toBe(true)
    peer.close()
  })
})
