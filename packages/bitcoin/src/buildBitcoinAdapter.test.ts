import type { AdapterEvent, ChainAdapter } from '@foyer/core'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { buildWalletConnect, createMemoryStorage } from '@foyer/walletconnect'
import type { Wallet } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { describe, expect, it, vi } from 'vitest'
import { buildBitcoinAdapter } from './buildBitcoinAdapter.ts'
import { DEV_WALLET, useDevnetAndWallets } from './devWallet.testing.ts'
import type { BitcoinProvider } from './provider/bitcoinProvider.ts'

// The Wallet Standard's registration is events on `window`; an EventTarget is all it uses.
vi.stubGlobal('window', new EventTarget())

const { devnet, network, installWallet, register, adapter } = useDevnetAndWallets()
const key = (index: number) => BITCOIN_DEVNET_ACCOUNTS[index]!

function recordEvents(bitcoin: ChainAdapter): AdapterEvent[] {
  const events: AdapterEvent[] = []
  bitcoin.subscribe((event) => events.push(event))
  return events
}

async function connected() {
  const wallet = installWallet()
  const bitcoin = adapter()
  const result = await bitcoin.connect({ connectorId: DEV_WALLET, network: network() })
  return { wallet, bitcoin, result }
}

describe('watchConnectors', () => {
  it("lists the 'WalletConnect' connector first, then the wallets found", async () => {
    const walletConnect = buildWalletConnect({
      projectId: 'foyer-test',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'Bitcoin adapter test', description: '', url: 'http://127.0.0.1', icons: [] },
      rpcMap: { [network().caipNetworkId]: devnet().url },
      storage: createMemoryStorage(),
    })
    installWallet()
    const lists: string[][] = []
    const stop = buildBitcoinAdapter({ walletConnect }).watchConnectors((connectors) =>
      lists.push(connectors.map((connector) => `${connector.type} ${connector.name}`)),
    )
    await vi.waitFor(() => expect(lists.at(-1)).toEqual(['WALLET_CONNECT WalletConnect', 'ANNOUNCED Dev Wallet']))
    expect(lists[0]).toEqual(['WALLET_CONNECT WalletConnect'])
    stop()
  })
})

describe('connect', () => {
  it('returns every account the wallet grants: the payment address first, then the ordinals one', async () => {
    const { result, wallet } = await connected()
    expect(result).toEqual({
      accounts: [
        { namespace: 'bip122', address: key(1).paymentAddress, type: 'payment', publicKey: key(1).publicKey },
        {
          namespace: 'bip122',
          address: key(1).ordinalsAddress,
          type: 'ordinal',
          publicKey: expect.stringMatching(/^[0-9a-f]{64,66}$/),
        },
      ],
      chainId: network().id,
    })
    expect(wallet.requests.map((request) => [request.method, request.params])).toEqual([
      ['bitcoin:connect', { purposes: ['payment', 'ordinals'] }],
    ])
  })

  it("fails with 'User rejected the request' when the wallet user says no, and stays disconnected", async () => {
    const wallet = installWallet()
    wallet.setMode('reject')
    const bitcoin = adapter()
    await expect(bitcoin.connect({ connectorId: DEV_WALLET, network: network() })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
    expect(await bitcoin.getAccounts()).toEqual([])
    expect(bitcoin.getProvider()).toBeUndefined()
  })

  it("fails with 'Modal closed' as soon as the modal closes on a held prompt", async () => {
    const wallet = installWallet()
    wallet.setMode('hold')
    const controller = new AbortController()
    const connecting = adapter().connect({ connectorId: DEV_WALLET, network: network(), signal: controller.signal })
    await vi.waitFor(() => expect(wallet.getState().heldPrompts).toBe(1))
    controller.abort()
    await expect(connecting).rejects.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' })
    wallet.answerHeldPrompts('reject')
  })

  it("fails with 'No connector found for connection' when the wallet never appears", async () => {
    await expect(adapter().connect({ connectorId: 'wallet-standard:Nowhere', network: network() })).rejects.toThrow(
      'No connector found for connection',
    )
  })

  it('has no switchNetwork, sendTransfer or estimateTransferFee (SPEC §9: Send is EVM and Solana only)', () => {
    const bitcoin = adapter()
    expect('switchNetwork' in bitcoin).toBe(false)
    expect('sendTransfer' in bitcoin).toBe(false)
    expect('estimateTransferFee' in bitcoin).toBe(false)
  })
})

describe('reconnect', () => {
  it('restores the accounts without a prompt after a reload', async () => {
    const { wallet } = await connected()
    wallet.setMode('reject')
    const reloaded = adapter()
    const restored = await reloaded.reconnect({ connectorId: DEV_WALLET, network: network() })
    expect(restored?.accounts.map((account) => account.address)).toEqual([
      key(1).paymentAddress,
      key(1).ordinalsAddress,
    ])
  })

  it('restores nothing when the wallet no longer grants the site', async () => {
    installWallet()
    await expect(adapter().reconnect({ connectorId: DEV_WALLET, network: network() })).resolves.toBeUndefined()
  })
})

describe('wallet events', () => {
  it('reports the accounts of the key the user switches to', async () => {
    const { wallet, bitcoin } = await connected()
    const events = recordEvents(bitcoin)
    wallet.changeAccount(1)
    await vi.waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]).toMatchObject({
      type: 'accountsChanged',
      addresses: [key(2).paymentAddress, key(2).ordinalsAddress],
      accounts: [{ type: 'payment' }, { type: 'ordinal' }],
    })
    expect((await bitcoin.getAccounts()).map((account) => account.address)).toEqual([
      key(2).paymentAddress,
      key(2).ordinalsAddress,
    ])
  })

  it('reports a disconnect when the user disconnects the site in the wallet', async () => {
    const { wallet, bitcoin } = await connected()
    const events = recordEvents(bitcoin)
    wallet.disconnectExternally()
    await vi.waitFor(() => expect(events).toEqual([{ type: 'disconnect' }]))
  })

  it('ends the connection with standard:disconnect and reports nothing of its own doing', async () => {
    const { wallet, bitcoin } = await connected()
    const events = recordEvents(bitcoin)
    await bitcoin.disconnect()
    expect(wallet.getState().purposes).toEqual([])
    expect(events).toEqual([])
    expect(await bitcoin.getAccounts()).toEqual([])
  })
})

describe('signMessage', () => {
  const message = 'Sign in to Foyer'

  it('returns a BIP-322 signature of the payment address that verifies', async () => {
    const { bitcoin } = await connected()
    const signature = await bitcoin.signMessage({ message, address: key(1).paymentAddress })
    expect(Verifier.verifySignature(key(1).paymentAddress, message, signature)).toBe(true)
  })

  it('returns a BIP-322 signature of the ordinals (taproot) address that verifies', async () => {
    const { bitcoin } = await connected()
    const signature = await bitcoin.signMessage({ message, address: key(1).ordinalsAddress })
    expect(Verifier.verifySignature(key(1).ordinalsAddress, message, signature)).toBe(true)
  })

  it('falls back to the legacy format with a wallet that signs only that, and the signature verifies', async () => {
    const dev = installWallet()
    const sign = (dev.features['bitcoin:signMessage'] as { signMessage(...inputs: unknown[]): Promise<unknown> })
      .signMessage
    const legacyOnly: Wallet = {
      version: dev.version,
      name: 'Legacy Wallet',
      icon: dev.icon,
      get chains() {
        return dev.chains
      },
      get accounts() {
        return dev.accounts
      },
      features: {
        ...dev.features,
        'bitcoin:signMessage': {
          version: '1.0.0',
          signMessage: (...inputs: { protocol?: string }[]) =>
            inputs.every((input) => input.protocol === 'ecdsa')
              ? sign(...inputs)
              : Promise.reject(new Error('Unsupported message protocol')),
        },
      },
    }
    register(legacyOnly)
    const bitcoin = adapter()
    await bitcoin.connect({ connectorId: 'wallet-standard:Legacy Wallet', network: network() })
    const signature = await bitcoin.signMessage({ message, address: key(1).paymentAddress })
    expect(Buffer.from(signature, 'base64')).toHaveLength(65)
    expect(Verifier.verifySignature(key(1).paymentAddress, message, signature)).toBe(true)
  })

  it("fails with 'User rejected the request' when the user refuses, without asking again in another format", async () => {
    const { wallet, bitcoin } = await connected()
    wallet.setMode('reject')
    wallet.clearRequests()
    await expect(bitcoin.signMessage({ message, address: key(1).paymentAddress })).rejects.toMatchObject({
      name: 'UserRejectedError',
    })
    expect(wallet.requests.map((request) => request.method)).toEqual(['bitcoin:signMessage'])
  })
})

describe('getBalance', () => {
  it("reads the payment address's balance from the devnet", async () => {
    const utxos = (await (await fetch(`${devnet().url}/address/${key(1).paymentAddress}/utxo`)).json()) as {
      value: number
    }[]
    const balance = await adapter().getBalance({ address: key(1).paymentAddress, network: network() })
    expect(balance).toEqual({
      value: utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n),
      decimals: 8,
      symbol: 'BTC',
    })
  })
})

describe('the provider', () => {
  it('pays a recipient from the payment address, and the payment confirms once a block is mined', async () => {
    const { bitcoin } = await connected()
    const provider = bitcoin.getProvider() as BitcoinProvider
    const recipient = key(6).paymentAddress
    const txid = await provider.sendTransfer({ recipient, amount: '25000' })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await devnet().mine(1)
    const status = (await (await fetch(`${devnet().url}/tx/${txid}/status`)).json()) as { confirmed: boolean }
    expect(status.confirmed).toBe(true)
    const outputs = (await (await fetch(`${devnet().url}/tx/${txid}`)).json()) as {
      vout: { scriptpubkey_address: string; value: number }[]
    }
    expect(outputs.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: recipient, value: 25000 }))
  })

  it("fails with 'User rejected the request' when the user refuses to sign the payment", async () => {
    const { wallet, bitcoin } = await connected()
    wallet.setMode('reject')
    const provider = bitcoin.getProvider() as BitcoinProvider
    await expect(provider.sendTransfer({ recipient: key(6).paymentAddress, amount: '25000' })).rejects.toMatchObject({
      name: 'UserRejectedError',
    })
  })

  it('refuses an amount below the dust limit before the wallet is asked', async () => {
    const { wallet, bitcoin } = await connected()
    wallet.clearRequests()
    const provider = bitcoin.getProvider() as BitcoinProvider
    await expect(provider.sendTransfer({ recipient: key(6).paymentAddress, amount: '293' })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
      detail: 'An output below 294 sats is dust: nodes do not relay it',
    })
    expect(wallet.requests).toEqual([])
  })

  it("refuses an amount beyond the payment address's coins with 'Insufficient balance'", async () => {
    const { bitcoin } = await connected()
    const provider = bitcoin.getProvider() as BitcoinProvider
    await expect(
      provider.sendTransfer({ recipient: key(6).paymentAddress, amount: '2100000000000000' }),
    ).rejects.toThrow('Insufficient balance')
  })

  it("has the wallet sign a dapp's PSBT and, with broadcast, sends it", async () => {
    const { bitcoin } = await connected()
    const { buildPayment } = await import('./payment/buildPayment.ts')
    const payer = { address: key(1).paymentAddress, purpose: 'payment' as const, publicKey: key(1).publicKey }
    const plan = await buildPayment({
      account: payer,
      recipient: key(5).paymentAddress,
      amount: 7_000n,
      feeRate: 2,
      network: network(),
      fetchFn: (input, init) => fetch(input, init),
    })
    const provider = bitcoin.getProvider() as BitcoinProvider
    const { psbt, txid } = await provider.signPsbt({
      psbt: Buffer.from(plan.psbt).toString('base64'),
      signInputs: plan.inputIndexes.map((index) => ({ address: payer.address, index })),
      broadcast: true,
    })
    expect(psbt).toMatch(/^cHNidP8/)
    await devnet().mine(1)
    const status = (await (await fetch(`${devnet().url}/tx/${txid}/status`)).json()) as { confirmed: boolean }
    expect(status.confirmed).toBe(true)
  })

  it('gives the fee rates of the network', async () => {
    const { bitcoin } = await connected()
    const rates = await (bitcoin.getProvider() as BitcoinProvider).feeRates()
    expect(rates.medium).toBeGreaterThanOrEqual(1)
  })
})
