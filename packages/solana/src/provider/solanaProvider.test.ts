import type { ChainAdapter, Network } from '@foyer/core'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { createMemoryStorage } from '@foyer/test-wallets'
import { createSolanaDevWallet, type SolanaDevWallet } from '@foyer/test-wallets/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { address, createSolanaRpc, getTransactionDecoder, type Signature } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeBase58 } from '../base58.ts'
import { buildSolanaAdapter } from '../buildSolanaAdapter.ts'
import { transferWire } from '../kitTransfer.testing.ts'
import { solanaTestNetwork } from '../solanaTestNetwork.testing.ts'
import type { SolanaProvider } from './solanaProvider.ts'

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

async function connectedAs(
  index: number,
): Promise<{ wallet: SolanaDevWallet; solana: ChainAdapter; provider: SolanaProvider }> {
  const wallet = createSolanaDevWallet({
    rpcUrl: devnet.rpcUrl,
    secretKeys: [account(index).secretKey],
    storage: createMemoryStorage(),
  })
  unregisters.push(getWallets().register(wallet))
  const solana = buildSolanaAdapter({ walletWaitMs: 50 })
  await solana.connect({ connectorId: 'wallet-standard:Dev Wallet', network })
  return { wallet, solana, provider: solana.getProvider() as SolanaProvider }
}

const wireFrom = (index: number, lamports = SOL) =>
  transferWire(devnet.rpcUrl, account(index).address, account(9).address, lamports)

/** Whether the account's signature in a signed wire transaction verifies over its message. */
function signedBy(wire: Uint8Array, signer: string): boolean {
  const { messageBytes, signatures } = getTransactionDecoder().decode(wire)
  const signature = signatures[address(signer)]
  return signature
    ? ed25519.verify(Uint8Array.from(signature), Uint8Array.from(messageBytes), decodeBase58(signer)!)
    : false
}

describe('getProvider', () => {
  it('is undefined before a wallet connects, then the same object for the whole connection', async () => {
    expect(buildSolanaAdapter().getProvider()).toBeUndefined()
    const { wallet, solana, provider } = await connectedAs(1)
    expect(solana.getProvider()).toBe(provider)
    expect([provider.wallet, provider.address, provider.chain]).toEqual([
      wallet,
      account(1).address,
      devnet.caipNetworkId,
    ])
  })
})

describe('SolanaProvider', () => {
  it('signMessage({ message, pubkey }) returns the pubkey’s ed25519 signature of the message', async () => {
    const { provider } = await connectedAs(1)
    const message = new TextEncoder().encode('Foyer provider test')
    const signature = await provider.signMessage({ message, pubkey: account(1).address })
    expect(ed25519.verify(signature, message, decodeBase58(account(1).address)!)).toBe(true)
  })

  it('signTransaction returns the transaction signed by the connected account', async () => {
    const { provider } = await connectedAs(1)
    expect(signedBy(await provider.signTransaction(await wireFrom(1)), account(1).address)).toBe(true)
  })

  it('signAllTransactions signs every transaction in one wallet prompt', async () => {
    const { wallet, provider } = await connectedAs(1)
    const signed = await provider.signAllTransactions([await wireFrom(1, 1n), await wireFrom(1, 2n)])
    expect(signed.map((wire) => signedBy(wire, account(1).address))).toEqual([true, true])
    expect(wallet.requests.filter((request) => request.method === 'solana:signTransaction')).toHaveLength(1)
  })

  it('signAndSendTransaction sends with the options given and resolves to the landed signature', async () => {
    const { wallet, provider } = await connectedAs(2)
    const signature = await provider.signAndSendTransaction(await wireFrom(2), {
      preflightCommitment: 'max',
      minContextSlot: 0,
    })
    const rpc = createSolanaRpc(devnet.rpcUrl)
    await vi.waitFor(async () =>
      expect((await rpc.getSignatureStatuses([signature as Signature]).send()).value[0]?.err).toBeNull(),
    )
    expect(wallet.requests.at(-1)?.params).toMatchObject([
      { options: { preflightCommitment: 'finalized', minContextSlot: 0 } },
    ])
  })

  it('refuses an unknown preflight commitment before the wallet is asked', async () => {
    const { wallet, provider } = await connectedAs(1)
    const wire = await wireFrom(1)
    // biome-ignore lint/suspicious/noExplicitAny: a dapp in plain JavaScript can pass anything.
    const options = { preflightCommitment: 'soon' } as any
    await expect(provider.signAndSendTransaction(wire, options)).rejects.toThrow(
      'preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    )
    expect(wallet.requests.map((request) => request.method)).toEqual(['standard:connect'])
  })

  it('turns a refusal in the wallet into "User rejected the request"', async () => {
    const { wallet, provider } = await connectedAs(1)
    wallet.setMode('reject')
    await expect(provider.signTransaction(await wireFrom(1))).rejects.toMatchObject({ name: 'UserRejectedError' })
  })
})
