import { type BitcoinDevnet, startBitcoinDevnet } from '@foyer/devnet/bitcoin'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../walletStorage.ts'
import { createBitcoinDevWallet } from './bitcoinDevWallet.ts'
import type { BitcoinSignTransactionInput, BitcoinSignTransactionOutput } from './bitcoinDevWalletTypes.ts'
import { bitcoinKeyOf } from './bitcoinKey.ts'
import { BITCOIN_REGTEST_CHAIN, REGTEST } from './bitcoinNetwork.ts'
import { receivedFrom, txStatus, unsignedPayment } from './devnetPayments.testing.ts'

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

type SignTransaction = (...inputs: BitcoinSignTransactionInput[]) => Promise<BitcoinSignTransactionOutput[]>

/** A wallet connected with both purposes on key `accountIndex`, and its signTransaction feature. */
async function connectedWallet(accountIndex: number) {
  const dev = createBitcoinDevWallet({ storage: createMemoryStorage(), accountIndex, esploraUrl: devnet.url })
  await dev.grant(['payment', 'ordinals'])
  const signTransaction = (dev.features['bitcoin:signTransaction'] as { signTransaction: SignTransaction })
    .signTransaction
  return { dev, signTransaction }
}

/** What the dapp does with the signed PSBT: finalize, POST /tx, then a block confirms it. */
async function broadcastAndMine(signedPsbt: Uint8Array): Promise<string> {
  const tx = Transaction.fromPSBT(signedPsbt)
  tx.finalize()
  const response = await fetch(`${devnet.url}/tx`, { method: 'POST', body: tx.hex })
  expect(response.status).toBe(200)
  const txid = await response.text()
  await devnet.mine(1)
  return txid
}

describe('the Bitcoin Dev Wallet on the devnet', () => {
  it('holds the devnet accounts’ keys: the same payment and ordinals addresses', () => {
    expect(keys.map(({ paymentAddress, ordinalsAddress }) => ({ paymentAddress, ordinalsAddress }))).toEqual(
      BITCOIN_DEVNET_ACCOUNTS.map(({ paymentAddress, ordinalsAddress }) => ({ paymentAddress, ordinalsAddress })),
    )
  })

  it('signs a payment from its P2WPKH address that the devnet accepts and a block confirms', async () => {
    const { dev, signTransaction } = await connectedWallet(1)
    const psbt = await unsignedPayment(devnet.url, keys[1]!, 'payment', receiver, 25_000n)
    const [output] = await signTransaction({
      psbt,
      inputsToSign: [{ account: dev.accounts[0]!, signingIndexes: [0] }],
      chain: BITCOIN_REGTEST_CHAIN,
    })
    const txid = await broadcastAndMine(output!.signedPsbt)
    expect(await txStatus(devnet.url, txid)).toMatchObject({ confirmed: true })
    expect(await receivedFrom(devnet.url, receiver, txid)).toBe(25_000)
  })

  it('signs a spend from its P2TR (ordinals) address that the devnet accepts and a block confirms', async () => {
    const { dev, signTransaction } = await connectedWallet(2)
    const psbt = await unsignedPayment(devnet.url, keys[2]!, 'ordinals', receiver, 5_000n)
    const [output] = await signTransaction({
      psbt,
      inputsToSign: [{ account: dev.accounts[1]!, signingIndexes: [0] }],
    })
    const txid = await broadcastAndMine(output!.signedPsbt)
    expect(await txStatus(devnet.url, txid)).toMatchObject({ confirmed: true })
  })

  it('signs with SIGHASH_ALL|ANYONECANPAY when the dapp asks for it, and the devnet accepts it', async () => {
    const { dev, signTransaction } = await connectedWallet(3)
    const psbt = await unsignedPayment(devnet.url, keys[3]!, 'payment', receiver, 7_000n)
    const [output] = await signTransaction({
      psbt,
      inputsToSign: [{ account: dev.accounts[0]!, signingIndexes: [0], sigHash: 'ALL|ANYONECANPAY' }],
    })
    expect(Transaction.fromPSBT(output!.signedPsbt).getInput(0).partialSig?.[0]?.[1].at(-1)).toBe(0x81)
    const txid = await broadcastAndMine(output!.signedPsbt)
    expect(await txStatus(devnet.url, txid)).toMatchObject({ confirmed: true })
  })
})
