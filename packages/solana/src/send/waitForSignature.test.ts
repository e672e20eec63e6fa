import type { Network } from '@foyer/core'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { createMemoryStorage } from '@foyer/test-wallets'
import { createSolanaDevWallet } from '@foyer/test-wallets/solana'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { encodeBase58 } from '../base58.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import { transferWire } from '../kitTransfer.testing.ts'
import type { SolanaProvider } from '../provider/solanaProvider.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'

vi.stubGlobal('window', new EventTarget())

let devnet: SolanaDevnet
let network: Network
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  network = solanaTestNetwork(devnet.rpcUrl, devnet.caipNetworkId)
})
afterAll(async () => {
  await devnet?.stop()
})
const unregisters: (() => void)[] = []
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

const SOL = 1_000_000_000n
const account = (index: number) => SOLANA_DEVNET_ACCOUNTS[index]!
const adapter = buildSolanaAdapter({ walletWaitMs: 50 })

/** Sends a SOL transfer through a connected Dev Wallet's provider, with the options given. */
async function sendThroughWallet(lamports: bigint, options: { skipPreflight?: boolean } = {}) {
  const wallet = createSolanaDevWallet({
    rpcUrl: devnet.rpcUrl,
    secretKeys: [account(4).secretKey],
    storage: createMemoryStorage(),
  })
  unregisters.push(getWallets().register(wallet))
  await adapter.connect({ connectorId: 'wallet-standard:Dev Wallet', network })
  const provider = adapter.getProvider() as SolanaProvider
  const wire = await transferWire(devnet.rpcUrl, account(4).address, account(9).address, lamports)
  return provider.signAndSendTransaction(wire, options)
}

describe('waitForTransaction', () => {
  it('is "success" once the transaction is confirmed', async () => {
    const signature = await sendThroughWallet(SOL)
    expect(await adapter.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('success')
  })

  it('is "reverted" for a transaction that landed with an error (sent without preflight, it paid its fee)', async () => {
    const signature = await sendThroughWallet(10n ** 18n, { skipPreflight: true })
    expect(await adapter.waitForTransaction!({ hash: signature, network, timeoutMs: 25_000 })).toBe('reverted')
  })

  it('fails with "The transaction was not confirmed in time" for a transaction the node never saw', async () => {
    const unknown = encodeBase58(new Uint8Array(64).fill(7))
    await expect(adapter.waitForTransaction!({ hash: unknown, network, timeoutMs: 0 })).rejects.toMatchObject({
      code: 'TRANSACTION_TIMEOUT',
      message: 'The transaction was not confirmed in time',
    })
  })

  it('keeps asking a node that does not answer until the deadline, then times out', async () => {
    const unreachable = solanaTestNetwork('http://127.0.0.1:1', devnet.caipNetworkId)
    const unknown = encodeBase58(new Uint8Array(64).fill(7))
    await expect(
      adapter.waitForTransaction!({ hash: unknown, network: unreachable, timeoutMs: 10 }),
    ).rejects.toMatchObject({ code: 'TRANSACTION_TIMEOUT' })
  })
})
