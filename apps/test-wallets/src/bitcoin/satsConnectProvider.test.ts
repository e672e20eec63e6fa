import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import type { AccountChangeEvent } from 'sats-connect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../walletStorage.ts'
import type { BitcoinDevWalletOptions } from './bitcoinDevWalletTypes.ts'
import { bitcoinKeyOf } from './bitcoinKey.ts'
import { REGTEST } from './bitcoinNetwork.ts'
import { receivedFrom, txStatus, unsignedPayment } from './devnetPayments.testing.ts'
import { injectBitcoinDevWallet } from './injectBitcoinDevWallet.ts'

// sats-connect reads `window.btc_providers` and walks the provider's dotted id from `window`.
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
const addresses = (list: readonly { address: string }[] | undefined) => list?.map((entry) => entry.address)

type SatsConnectResponse =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code: number; message: string } }

/** A wallet with its sats-connect face on, under its own provider id, and sats-connect's client for it. */
async function satsConnectWallet(
  options: Partial<BitcoinDevWalletOptions> = {},
  id = `Foyer${Math.random()}`.replace('.', ''),
) {
  const { wallet } = injectBitcoinDevWallet({
    storage: createMemoryStorage(),
    esploraUrl: devnet.url,
    walletStandard: false,
    controlKey: false,
    satsConnect: { id: `${id}.BitcoinProvider` },
    ...options,
  })
  const satsConnect = await import('sats-connect')
  const providerId = `${id}.BitcoinProvider`
  // sats-connect types each method's params and result; these tests send raw ones and read replies loosely.
  const rawRequest = satsConnect.request as unknown as (
    method: string,
    params: unknown,
    providerId: string,
  ) => Promise<SatsConnectResponse>
  const request = (method: string, params: unknown) => rawRequest(method, params, providerId)
  return { wallet, satsConnect, providerId, request }
}

describe('the Dev Wallet’s sats-connect provider', () => {
  it('is listed by sats-connect’s getProviders as Dev Wallet', async () => {
    const { satsConnect, providerId } = await satsConnectWallet()
    expect(satsConnect.getProviders().find((provider) => provider.id === providerId)).toMatchObject({
      name: 'Dev Wallet',
    })
  })

  it('answers getAddresses with the payment and ordinals addresses of the selected key', async () => {
    const { request } = await satsConnectWallet({ accountIndex: 4 })
    const response = await request('getAddresses', { purposes: ['payment', 'ordinals'] })
    expect(response).toMatchObject({
      status: 'success',
      result: {
        addresses: [
          { address: keys[4]!.paymentAddress, purpose: 'payment', addressType: 'p2wpkh' },
          { address: keys[4]!.ordinalsAddress, purpose: 'ordinals', addressType: 'p2tr' },
        ],
        network: { bitcoin: { name: 'Regtest' } },
      },
    })
  })

  it('connects with wallet_connect and tells listeners about an account change', async () => {
    const { wallet, satsConnect, providerId, request } = await satsConnectWallet()
    const changes: unknown[] = []
    satsConnect.addListener(
      { eventName: 'accountChange', cb: (event: AccountChangeEvent) => changes.push(addresses(event.addresses)) },
      providerId,
    )
    const response = await request('wallet_connect', { addresses: ['payment'] })
    expect(response).toMatchObject({ status: 'success', result: { walletType: 'software' } })
    wallet.changeAccount(5)
    expect(changes.at(-1)).toEqual([keys[5]!.paymentAddress])
  })

  it('answers a refusal with sats-connect’s USER_REJECTION (-32000)', async () => {
    const { request } = await satsConnectWallet({ mode: 'reject' })
    expect(await request('getAddresses', { purposes: ['payment'] })).toEqual({
      status: 'error',
      error: { code: -32000, message: 'User rejected the request.' },
    })
  })

  it('signs a BIP-322 message bip322-js verifies', async () => {
    const { request } = await satsConnectWallet()
    await request('getAddresses', { purposes: ['payment', 'ordinals'] })
    const response = await request('signMessage', {
      address: keys[0]!.ordinalsAddress,
      message: 'Sign in to Foyer',
      protocol: 'BIP322',
    })
    expect(response.status).toBe('success')
    const { signature, protocol } = (response as { result: { signature: string; protocol: string } }).result
    expect(protocol).toBe('BIP322')
    expect(Verifier.verifySignature(keys[0]!.ordinalsAddress, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('signs an ECDSA message bip322-js verifies', async () => {
    const { request } = await satsConnectWallet()
    await request('getAddresses', { purposes: ['payment'] })
    const response = await request('signMessage', {
      address: keys[0]!.paymentAddress,
      message: 'Sign in to Foyer',
      protocol: 'ECDSA',
    })
    const { signature } = (response as { result: { signature: string } }).result
    expect(base64.decode(signature)).toHaveLength(65)
    expect(Verifier.verifySignature(keys[0]!.paymentAddress, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('refuses to sign for an address it did not grant with ACCESS_DENIED (-32002)', async () => {
    const { request } = await satsConnectWallet()
    await request('getAddresses', { purposes: ['payment'] })
    const response = await request('signMessage', { address: keys[0]!.ordinalsAddress, message: 'x' })
    expect(response).toMatchObject({ status: 'error', error: { code: -32002 } })
  })

  it('signs the named inputs of a PSBT and returns it unbroadcast', async () => {
    const { request } = await satsConnectWallet({ accountIndex: 6 })
    await request('getAddresses', { purposes: ['payment'] })
    const psbt = await unsignedPayment(devnet.url, keys[6]!, 'payment', receiver, 10_000n)
    const response = await request('signPsbt', {
      psbt: base64.encode(psbt),
      signInputs: { [keys[6]!.paymentAddress]: [0] },
      broadcast: false,
    })
    const signed = Transaction.fromPSBT(base64.decode((response as { result: { psbt: string } }).result.psbt))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    expect((response as { result: { txid?: string } }).result.txid).toBeUndefined()
  })

  it('signs and broadcasts a PSBT with broadcast: true, and a block confirms it', async () => {
    const { request } = await satsConnectWallet({ accountIndex: 7 })
    await request('getAddresses', { purposes: ['payment'] })
    const psbt = await unsignedPayment(devnet.url, keys[7]!, 'payment', receiver, 12_000n)
    const response = await request('signPsbt', { psbt: base64.encode(psbt), broadcast: true })
    const { txid } = (response as { result: { txid: string } }).result
    await devnet.mine(1)
    expect(await txStatus(devnet.url, txid)).toMatchObject({ confirmed: true })
    expect(await receivedFrom(devnet.url, receiver, txid)).toBe(12_000)
  })

  it('sends a transfer that a block confirms', async () => {
    const { request } = await satsConnectWallet({ accountIndex: 8 })
    await request('getAddresses', { purposes: ['payment'] })
    const response = await request('sendTransfer', { recipients: [{ address: receiver, amount: 15_000 }] })
    const { txid } = (response as { result: { txid: string } }).result
    await devnet.mine(1)
    expect(await receivedFrom(devnet.url, receiver, txid)).toBe(15_000)
  })

  it('disconnects with wallet_disconnect', async () => {
    const { wallet, request } = await satsConnectWallet()
    await request('getAddresses', { purposes: ['payment'] })
    expect(await request('wallet_disconnect', null)).toEqual({ status: 'success', result: null })
    expect(wallet.accounts).toEqual([])
  })

  it('answers a method it does not have with -32601', async () => {
    const { request } = await satsConnectWallet()
    expect(await request('stx_getAccounts', {})).toMatchObject({ status: 'error', error: { code: -32601 } })
  })
})
