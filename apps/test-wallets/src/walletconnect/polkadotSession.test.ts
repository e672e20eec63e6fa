import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { POLKADOT_DEVNET_CAIP_NETWORK_ID } from '@foyer/devnet/polkadot/network'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { createMemoryStorage, createWalletConnect } from '@foyer/walletconnect'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWcWallet } from './createWcWallet.ts'

// A dapp asking for eip155 and polkadot through the project's relay, and the WalletConnect test wallet granting
// both: the polkadot namespace's accounts and a signMessage answered over the session.

let relay: Awaited<ReturnType<typeof startRelay>>
beforeAll(async () => {
  await cryptoWaitReady()
  relay = await startRelay()
})
afterAll(async () => {
  await relay?.stop()
})

const CHAIN = POLKADOT_DEVNET_CAIP_NETWORK_ID
const account = POLKADOT_DEVNET_ACCOUNTS[1]!
const evmKey = DEVNET_ACCOUNTS[8]!.privateKey

async function connect() {
  const dapp = createWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Test dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
    // The EVM chain is only named: nothing here reads it.
    rpcMap: { 'eip155:31337': 'http://127.0.0.1:1', [CHAIN]: 'http://127.0.0.1:1' },
    storage: createMemoryStorage(),
    storagePrefix: 'polkadot-session-dapp',
    webSocket: NodeWebSocket,
  })
  const wallet = await createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: [evmKey],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    polkadot: { chains: [CHAIN], accounts: [account] },
    storage: createMemoryStorage(),
    storagePrefix: 'polkadot-session-wallet',
    webSocket: NodeWebSocket,
  })
  const session = await dapp.connect({ onDisplayUri: (uri) => void wallet.pair(uri) })
  return { dapp, wallet, session }
}

describe('the WalletConnect test wallet’s polkadot namespace', () => {
  it('grants the polkadot account and signs polkadot_signMessage so signatureVerify accepts it', async () => {
    const { dapp, wallet, session } = await connect()
    try {
      expect(session.accounts).toContain(`${CHAIN}:${account.address}`)
      const { signature } = await dapp.request<{ signature: string }>(
        { method: 'polkadot_signMessage', params: { address: account.address, message: 'Sign in over WalletConnect' } },
        CHAIN,
      )
      expect(signatureVerify('Sign in over WalletConnect', signature, account.address).isValid).toBe(true)
    } finally {
      await dapp.disconnect()
      wallet.close()
    }
  })
})
