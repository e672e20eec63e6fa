import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../walletStorage.ts'
import { createBitcoinDevWallet } from './bitcoinDevWallet.ts'
import type { BitcoinDevWalletOptions } from './bitcoinDevWalletTypes.ts'
import { bitcoinKeyOf } from './bitcoinKey.ts'
import { REGTEST } from './bitcoinNetwork.ts'
import { receivedFrom, txStatus, unsignedPayment } from './devnetPayments.testing.ts'
import { injectBitcoinDevWallet } from './injectBitcoinDevWallet.ts'
import { createUnisatProvider, type UnisatProvider } from './unisatProvider.ts'

vi.stubGlobal('window', new EventTarget())

let devnet: BitcoinDevnet
beforeAll(async () => {
  devnet = await startBitcoinDevnet({ port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

const keys = BITCOIN_DEVNET_ACCOUNTS.map(({ privateKey }) => bitcoinKeyOf(privateKey, REGTEST))
const receiver = keys[9]!.paymentAddress

function unisat(options: Partial<BitcoinDevWalletOptions> = {}, purpose: 'payment' | 'ordinals' = 'payment') {
  const wallet = createBitcoinDevWallet({ storage: createMemoryStorage(), esploraUrl: devnet.url, ...options })
  return { wallet, unisat: createUnisatProvider(wallet, purpose) }
}

async function connectedUnisat(options: Partial<BitcoinDevWalletOptions> = {}, purpose?: 'payment' | 'ordinals') {
  const made = unisat(options, purpose)
  await made.unisat.requestAccounts()
  return made
}

describe('the Dev Wallet’s Unisat-style provider', () => {
  it('is installed on window.unisat when asked for, and not by default', () => {
    injectBitcoinDevWallet({ storage: createMemoryStorage(), walletStandard: false, controlKey: false })
    expect((window as unknown as { unisat?: unknown }).unisat).toBeUndefined()
    const { unisat: provider } = injectBitcoinDevWallet({
      storage: createMemoryStorage(),
      walletStandard: false,
      controlKey: false,
      unisat: true,
    })
    expect((window as unknown as { unisat?: UnisatProvider }).unisat).toBe(provider)
  })

  it('asks before showing accounts: none before requestAccounts, the payment address after', async () => {
    const { unisat: provider } = unisat({ accountIndex: 1 })
    expect(await provider.getAccounts()).toEqual([])
    expect(await provider.requestAccounts()).toEqual([keys[1]!.paymentAddress])
    expect(await provider.getAccounts()).toEqual([keys[1]!.paymentAddress])
  })

  it('shows the ordinals address when set up with that purpose', async () => {
    const { unisat: provider } = unisat({}, 'ordinals')
    expect(await provider.requestAccounts()).toEqual([keys[0]!.ordinalsAddress])
  })

  it('rejects requestAccounts with 4001 "User rejected the request." when the user says no', async () => {
    const { unisat: provider } = unisat({ mode: 'reject' })
    await expect(provider.requestAccounts()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('gives the compressed public key of the account', async () => {
    const { unisat: provider } = await connectedUnisat()
    expect(await provider.getPublicKey()).toBe(BITCOIN_DEVNET_ACCOUNTS[0]!.publicKey)
  })

  it('signs an ecdsa message (its default) bip322-js verifies', async () => {
    const { unisat: provider } = await connectedUnisat()
    const signature = await provider.signMessage('Sign in to Foyer')
    expect(Verifier.verifySignature(keys[0]!.paymentAddress, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('signs a bip322-simple message bip322-js verifies for a taproot account', async () => {
    const { unisat: provider } = await connectedUnisat({}, 'ordinals')
    const signature = await provider.signMessage('Sign in to Foyer', 'bip322-simple')
    expect(Verifier.verifySignature(keys[0]!.ordinalsAddress, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('tells accountsChanged listeners about a switch until they are removed', async () => {
    const { wallet, unisat: provider } = await connectedUnisat()
    const heard: unknown[] = []
    const listener = (accounts: unknown) => heard.push(accounts)
    provider.on('accountsChanged', listener)
    wallet.changeAccount(2)
    provider.removeListener('accountsChanged', listener)
    wallet.changeAccount(3)
    expect(heard).toEqual([[keys[2]!.paymentAddress]])
  })

  it('signs a PSBT finalized by default, and pushPsbt sends it to a block', async () => {
    const { unisat: provider } = await connectedUnisat({ accountIndex: 4 })
    const psbt = await unsignedPayment(devnet.url, keys[4]!, 'payment', receiver, 11_000n)
    const signed = await provider.signPsbt(hex.encode(psbt))
    expect(Transaction.fromPSBT(hex.decode(signed)).isFinal).toBe(true)
    const txid = await provider.pushPsbt(signed)
    await devnet.mine(1)
    expect(await txStatus(devnet.url, txid)).toMatchObject({ confirmed: true })
  })

  it('leaves the inputs unfinalized with autoFinalized: false', async () => {
    const { unisat: provider } = await connectedUnisat({ accountIndex: 5 })
    const psbt = await unsignedPayment(devnet.url, keys[5]!, 'payment', receiver, 11_000n)
    const signed = await provider.signPsbt(hex.encode(psbt), {
      autoFinalized: false,
      toSignInputs: [{ index: 0, address: keys[5]!.paymentAddress }],
    })
    const input = Transaction.fromPSBT(hex.decode(signed)).getInput(0)
    expect([input.partialSig?.length, input.finalScriptWitness]).toEqual([1, undefined])
  })

  it('refuses toSignInputs naming an address that is not its own with 4100', async () => {
    const { unisat: provider } = await connectedUnisat({ accountIndex: 5 })
    const psbt = await unsignedPayment(devnet.url, keys[5]!, 'payment', receiver, 11_000n)
    await expect(
      provider.signPsbt(hex.encode(psbt), { toSignInputs: [{ index: 0, address: keys[6]!.paymentAddress }] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('sends bitcoin with sendBitcoin, and a block confirms it', async () => {
    const { unisat: provider } = await connectedUnisat({ accountIndex: 6 })
    const txid = await provider.sendBitcoin(receiver, 21_000)
    await devnet.mine(1)
    expect(await receivedFrom(devnet.url, receiver, txid)).toBe(21_000)
  })

  it('reports the balance of its address from the chain', async () => {
    const { unisat: provider } = await connectedUnisat({ accountIndex: 7 })
    expect(await provider.getBalance()).toEqual({ confirmed: 100_000_000, unconfirmed: 0, total: 100_000_000 })
  })
})
