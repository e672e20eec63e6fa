import type { AdapterEvent, ChainAdapter, Network } from '@foyer/core'
import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_LAMPORTS_EACH } from '@foyer/devnet/solana/accounts'
import { createMemoryStorage, type StorageLike } from '@foyer/test-wallets'
import { createSolanaDevWallet, type SolanaDevWallet } from '@foyer/test-wallets/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeBase58 } from './base58.ts'
import { buildSolanaAdapter } from './buildSolanaAdapter.ts'
import { solanaTestNetwork } from './solanaTestNetwork.testing.ts'

// The Wallet Standard's registration is events on `window`; an EventTarget is all it uses, and keeps Node's
// WebCrypto (Ed25519) for the Dev Wallet's keys.
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

const DEV_WALLET = 'wallet-standard:Dev Wallet'
const address = (index: number) => SOLANA_DEVNET_ACCOUNTS[index]!.address
const unregisters: (() => void)[] = []
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

/** A Dev Wallet registered in this page as an extension would be, holding devnet accounts 1 to 4. */
function installWallet(options: { storage?: StorageLike; accountIndex?: number } = {}): SolanaDevWallet {
  const wallet = createSolanaDevWallet({
    rpcUrl: devnet.rpcUrl,
    secretKeys: SOLANA_DEVNET_ACCOUNTS.slice(1, 5).map((account) => account.secretKey),
    storage: options.storage ?? createMemoryStorage(),
    ...(options.accountIndex === undefined ? {} : { accountIndex: options.accountIndex }),
  })
  unregisters.push(getWallets().register(wallet))
  return wallet
}

const adapter = () => buildSolanaAdapter({ walletWaitMs: 50 })

function recordEvents(solana: ChainAdapter): AdapterEvent[] {
  const events: AdapterEvent[] = []
  solana.subscribe((event) => events.push(event))
  return events
}

async function connected(wallet = installWallet()) {
  const solana = adapter()
  await solana.connect({ connectorId: DEV_WALLET, network })
  return { wallet, solana }
}

describe('connect', () => {
  it('asks the wallet (standard:connect) and returns its account on the network asked for', async () => {
    const wallet = installWallet()
    const solana = adapter()
    expect(await solana.connect({ connectorId: DEV_WALLET, network })).toEqual({
      accounts: [{ namespace: 'solana', address: address(1), type: 'eoa' }],
      chainId: network.id,
    })
    expect(wallet.requests.map((request) => [request.method, request.params])).toEqual([
      ['standard:connect', { silent: false }],
    ])
    expect(await solana.getAccounts()).toEqual([{ namespace: 'solana', address: address(1), type: 'eoa' }])
  })

  it('has no switchNetwork: Solana wallets follow the dapp’s network', () => {
    expect('switchNetwork' in adapter()).toBe(false)
  })

  it('fails with "User rejected the request" when the wallet user says no, and stays disconnected', async () => {
    const wallet = installWallet()
    wallet.setMode('reject')
    const solana = adapter()
    await expect(solana.connect({ connectorId: DEV_WALLET, network })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
    expect(await solana.getAccounts()).toEqual([])
    expect(solana.getProvider()).toBeUndefined()
  })

  it('gives the sign calls on the network the dapp moved to, as the wallet names it', async () => {
    const { solana } = await connected()
    const connectedOn = solana.getProvider() as { chain: string }
    expect(connectedOn.chain).toBe(devnet.caipNetworkId)
    const localnet: Network = { ...network, id: 'localnet-reference', caipNetworkId: 'solana:localnet-reference' }
    const moved = solana.getProvider({ network: localnet }) as { chain: string }
    expect(moved.chain).toBe('solana:localnet-reference')
    expect(solana.getProvider({ network })).toBe(connectedOn)
  })

  it('waits while the wallet holds its prompt, and connects once the user approves', async () => {
    const wallet = installWallet()
    wallet.setMode('hold')
    const connecting = adapter().connect({ connectorId: DEV_WALLET, network })
    await vi.waitFor(() => expect(wallet.getState().heldPrompts).toBe(1))
    wallet.answerHeldPrompts('approve')
    expect((await connecting).accounts).toEqual([{ namespace: 'solana', address: address(1), type: 'eoa' }])
  })

  it('fails with "Modal closed" as soon as the modal closes on a held prompt, and ignores a late approval', async () => {
    const wallet = installWallet()
    wallet.setMode('hold')
    const solana = adapter()
    const controller = new AbortController()
    const connecting = solana.connect({ connectorId: DEV_WALLET, network, signal: controller.signal })
    await vi.waitFor(() => expect(wallet.getState().heldPrompts).toBe(1))
    controller.abort()
    await expect(connecting).rejects.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' })
    wallet.answerHeldPrompts('approve')
    await vi.waitFor(() => expect(wallet.getState().approved).toBe(true))
    expect(await solana.getAccounts()).toEqual([])
  })

  it('fails with "Failed to connect", keeping the wallet’s words, when the wallet fails otherwise', async () => {
    const wallet = installWallet()
    const broken: Wallet = {
      version: wallet.version,
      name: 'Broken Wallet',
      icon: wallet.icon,
      chains: wallet.chains,
      accounts: [],
      features: {
        ...wallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            throw new Error('Extension context invalidated.')
          },
        },
      },
    }
    unregisters.push(getWallets().register(broken))
    const error = await adapter()
      .connect({ connectorId: 'wallet-standard:Broken Wallet', network })
      .catch((thrown: unknown) => thrown)
    expect(error).toMatchObject({
      code: 'FAILED_TO_CONNECT',
      message: 'Failed to connect',
      detail: 'Extension context invalidated.',
    })
  })

  it('connects a wallet that registers while connect waits for it', async () => {
    const solana = buildSolanaAdapter({ walletWaitMs: 10_000 })
    const connecting = solana.connect({ connectorId: DEV_WALLET, network })
    setTimeout(() => installWallet(), 0)
    expect((await connecting).accounts[0].address).toBe(address(1))
  })

  it('fails with "No connector found for connection" for a wallet that never registers', async () => {
    await expect(adapter().connect({ connectorId: 'wallet-standard:Phantom', network })).rejects.toThrow(
      'No connector found for connection',
    )
  })
})

describe('reconnect', () => {
  it('restores the connection silently when the wallet still approves the site', async () => {
    const storage = createMemoryStorage()
    await connected(installWallet({ storage }))
    for (const unregister of unregisters.splice(0)) unregister()
    const reloaded = installWallet({ storage })
    reloaded.setMode('reject') // any prompt would fail the test
    const solana = adapter()
    expect(await solana.reconnect({ connectorId: DEV_WALLET, network })).toEqual({
      accounts: [{ namespace: 'solana', address: address(1), type: 'eoa' }],
      chainId: network.id,
    })
    expect(reloaded.requests.map((request) => [request.method, request.params])).toEqual([
      ['standard:connect', { silent: true }],
    ])
  })

  it('returns undefined, without a prompt, after the visitor disconnected', async () => {
    const storage = createMemoryStorage()
    const { solana } = await connected(installWallet({ storage }))
    await solana.disconnect()
    for (const unregister of unregisters.splice(0)) unregister()
    const reloaded = installWallet({ storage })
    reloaded.setMode('reject')
    expect(await adapter().reconnect({ connectorId: DEV_WALLET, network })).toBeUndefined()
    expect(reloaded.requests.map((request) => request.outcome)).toEqual(['ok'])
  })

  it('returns undefined when the wallet does not register within timeoutMs', async () => {
    expect(await adapter().reconnect({ connectorId: DEV_WALLET, network, timeoutMs: 10 })).toBeUndefined()
  })
})

describe('disconnect', () => {
  it('tells the wallet (standard:disconnect), forgets the accounts and emits nothing of its own doing', async () => {
    const { wallet, solana } = await connected()
    const events = recordEvents(solana)
    await solana.disconnect()
    expect(wallet.getState().approved).toBe(false)
    expect(await solana.getAccounts()).toEqual([])
    expect(solana.getProvider()).toBeUndefined()
    expect(events).toEqual([])
  })
})

describe('wallet events', () => {
  it('emits accountsChanged when the user switches accounts in the wallet', async () => {
    const { wallet, solana } = await connected()
    const events = recordEvents(solana)
    wallet.changeAccount(2)
    expect(events).toEqual([{ type: 'accountsChanged', addresses: [address(3)] }])
    expect(await solana.getAccounts()).toEqual([{ namespace: 'solana', address: address(3), type: 'eoa' }])
  })

  it('emits disconnect when the wallet takes every account back', async () => {
    const { wallet, solana } = await connected()
    const events = recordEvents(solana)
    wallet.disconnectExternally()
    expect(events).toEqual([{ type: 'disconnect' }])
    expect(await solana.getAccounts()).toEqual([])
  })

  it('emits disconnect when the wallet unregisters (its extension removed)', async () => {
    const { solana } = await connected()
    const events = recordEvents(solana)
    for (const unregister of unregisters.splice(0)) unregister()
    expect(events).toEqual([{ type: 'disconnect' }])
  })
})

describe('getBalance', () => {
  it('reads the account’s SOL from the network’s node, in lamports with 9 decimals', async () => {
    expect(await adapter().getBalance({ address: address(9), network })).toEqual({
      value: SOLANA_DEVNET_LAMPORTS_EACH,
      decimals: 9,
      symbol: 'SOL',
    })
  })

  it('fails with "Token Balance Unavailable" when the node refuses the address', async () => {
    await expect(adapter().getBalance({ address: 'not-an-address', network })).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
  })
})

describe('signMessage', () => {
  it('returns the wallet’s ed25519 signature of the message bytes in base58', async () => {
    const { solana } = await connected()
    const message = 'Sign in to Foyer'
    const signature = await solana.signMessage({ message, address: address(1) })
    const valid = ed25519.verify(decodeBase58(signature)!, new TextEncoder().encode(message), decodeBase58(address(1))!)
    expect(valid).toBe(true)
  })

  it('fails with "User rejected the request" when the wallet user says no', async () => {
    const { wallet, solana } = await connected()
    wallet.setMode('reject')
    await expect(solana.signMessage({ message: 'hello', address: address(1) })).rejects.toThrow(
      'User rejected the request',
    )
  })

  it('fails with "Provider not found" before any wallet is connected', async () => {
    await expect(adapter().signMessage({ message: 'hello', address: address(1) })).rejects.toThrow('Provider not found')
  })
})
