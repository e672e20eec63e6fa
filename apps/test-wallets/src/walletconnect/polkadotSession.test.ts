import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { type PolkadotDevnet, startPolkadotDevnet } from '@foyer/devnet/polkadot'
import { POLKADOT_DEVNET_ACCOUNTS } from '@foyer/devnet/polkadot/accounts'
import { POLKADOT_DEVNET_CAIP_NETWORK_ID } from '@foyer/devnet/polkadot/network'
import { NodeWebSocket, startRelay } from '@foyer/relay'
import { buildWalletConnect, createMemoryStorage } from '@foyer/walletconnect'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWcWallet } from './createWcWallet.ts'

// A dapp asking for eip155 and polkadot through the project's relay, and the WalletConnect test wallet granting
// both: the polkadot namespace's accounts and a signMessage answered over the session.

let relay: Awaited<ReturnType<typeof startRelay>>
let devnet: PolkadotDevnet
beforeAll(async () => {
  await cryptoWaitReady()
  ;[relay, devnet] = await Promise.all([startRelay(), startPolkadotDevnet({ port: 0, blockIntervalMs: 0 })])
})
afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

const CHAIN = POLKADOT_DEVNET_CAIP_NETWORK_ID
const account = POLKADOT_DEVNET_ACCOUNTS[1]!
const evmKey = DEVNET_ACCOUNTS[8]!.privateKey

let count = 0

async function connect() {
  const dapp = buildWalletConnect({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    metadata: { name: 'Test dapp', description: 'a dapp in a test', url: 'http://127.0.0.1', icons: [] },
    // The EVM chain is only named: nothing here reads it.
    rpcMap: { 'eip155:31337': 'http://127.0.0.1:1', [CHAIN]: 'http://127.0.0.1:1' },
    storage: createMemoryStorage(),
    storagePrefix: `polkadot-session-dapp-${++count}`,
    webSocket: NodeWebSocket,
  })
  const wallet = await createWcWallet({
    projectId: 'foyer-test',
    relayUrl: relay.url,
    privateKeys: [evmKey],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    polkadot: { chains: [CHAIN], accounts: [account] },
    storage: createMemoryStorage(),
    storagePrefix: `polkadot-session-wallet-${++count}`,
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

  it('signs polkadot_signTransaction so a transfer built with @polkadot/api lands on the devnet', async () => {
    const { dapp, wallet } = await connect()
    const api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
    try {
      // Reown's dapp guide: the payload goes to the wallet, its signature back into the extrinsic.
      const signer: Signer = {
        signPayload: async (payload) => {
          const params = { address: account.address, transactionPayload: payload }
          const { signature } = await dapp.request<{ signature: `0x${string}` }>(
            { method: 'polkadot_signTransaction', params },
            CHAIN,
          )
          return { id: 1, signature }
        },
      }
      const to = POLKADOT_DEVNET_ACCOUNTS[3]!.address
      const before = (await api.query.system!.account!(to)) as unknown as { data: { free: { toBigInt(): bigint } } }
      await new Promise<void>((resolve, reject) => {
        api.tx.balances!.transferKeepAlive!(to, 4_000_000_000n)
          .signAndSend(account.address, { signer }, ({ status }) => {
            if (status.isFinalized) resolve()
          })
          .catch(reject)
      })
      const after = (await api.query.system!.account!(to)) as unknown as { data: { free: { toBigInt(): bigint } } }
      expect(after.data.free.toBigInt()).toBe(before.data.free.toBigInt() + 4_000_000_000n)
    } finally {
      await api.disconnect()
      await dapp.disconnect()
      wallet.close()
    }
  })
})
