import type { Network } from '@foyer/core'
import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { createWcWallet, type WcWallet } from '@foyer/test-wallets'
import { buildWalletConnect, createMemoryStorage } from '@foyer/walletconnect'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinTestNetwork } from '../bitcoinTestNetwork.testing.ts'
import { buildBitcoinAdapter } from '../buildBitcoinAdapter.ts'
import type { BitcoinProvider } from '../provider/bitcoinProvider.ts'

let devnet: BitcoinDevnet
let relay: Awaited<ReturnType<typeof startRelay>>
let network: Network
let count = 0
beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startBitcoinDevnet({ port: 0 }), startRelay()])
  network = bitcoinTestNetwork(devnet.url)
})
afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

const key = BITCOIN_DEVNET_ACCOUNTS[4]!
// An EVM chain the wallet also offers; nothing is asked of its node here.
const EVM_CHAIN = { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }

function wallet(): Promise<WcWallet> {
  return createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'],
    chains: [EVM_CHAIN],
    bitcoin: {
      privateKeys: [key.privateKey],
      chains: [{ caipNetworkId: network.caipNetworkId as `bip122:${string}`, esploraUrl: devnet.url }],
    },
    storage: createMemoryStorage(),
    storagePrefix: `bitcoin-wallet-${++count}`,
    webSocket: NodeWebSocket,
  })
}

/** A dapp whose Bitcoin adapter paired with the WalletConnect test wallet. */
async function connected() {
  const peer = await wallet()
  const walletConnect = buildWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Bitcoin adapter test', description: '', url: 'http://127.0.0.1', icons: [] },
    rpcMap: { [network.caipNetworkId]: devnet.url },
    storage: createMemoryStorage(),
    storagePrefix: `bitcoin-dapp-${++count}`,
    webSocket: NodeWebSocket,
  })
  const bitcoin = buildBitcoinAdapter({ walletConnect })
  const result = await bitcoin.connect({
    connectorId: 'walletConnect',
    network,
    onDisplayUri: (uri) => void peer.pair(uri),
  })
  return { bitcoin, result, peer }
}

describe('the Bitcoin adapter over WalletConnect', () => {
  it('pairs and returns the payment and ordinals addresses getAccountAddresses gives', async () => {
    const { result } = await connected()
    expect(result.accounts.map(({ address, type }) => ({ address, type }))).toEqual([
      { address: key.paymentAddress, type: 'payment' },
      { address: key.ordinalsAddress, type: 'ordinal' },
    ])
    expect(result.chainId).toBe(network.id)
  })

  it('signs a BIP-322 message through signMessage, and the base64 signature verifies', async () => {
    const { bitcoin } = await connected()
    const signature = await bitcoin.signMessage({ message: 'Sign in to Foyer', address: key.paymentAddress })
    expect(Verifier.verifySignature(key.paymentAddress, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('pays through signPsbt, and the payment confirms once a block is mined', async () => {
    const { bitcoin } = await connected()
    const txid = await (bitcoin.getProvider() as BitcoinProvider).sendTransfer({
      recipient: BITCOIN_DEVNET_ACCOUNTS[9]!.paymentAddress,
      amount: '15000',
    })
    await devnet.mine(1)
    const status = (await (await fetch(`${devnet.url}/tx/${txid}/status`)).json()) as { confirmed: boolean }
    expect(status.confirmed).toBe(true)
  })
})
