import { secp256k1 } from '@noble/curves/secp256k1.js'
import { RawTx } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEVNET_ACCOUNTS, BITCOIN_DEVNET_MINER, type BitcoinDevnetAccount } from './accounts.ts'
import { type BitcoinDevnet, startBitcoinDevnet } from './bitcoinDevnet.ts'
import {
  getJson,
  type PaymentSpec,
  paymentsOf,
  postTx,
  rpcError,
  signedPayment,
  type Utxo,
} from './walletKit.testing.ts'

// Each test spends from its own account, so no test's mempool state reaches another.
const account = (index: number) => BITCOIN_DEVNET_ACCOUNTS[index] as BitcoinDevnetAccount
const somewhere = BITCOIN_DEVNET_MINER.paymentAddress

let devnet: BitcoinDevnet
beforeAll(async () => {
  devnet = await startBitcoinDevnet({})
})
afterAll(() => devnet.stop())

async function firstUtxo(address: string): Promise<PaymentSpec['input']> {
  const [utxo] = await getJson<Utxo[]>(`${devnet.url}/address/${address}/utxo`)
  if (!utxo) throw new Error(`${address} has nothing to spend`)
  return { txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }
}

async function payment(from: BitcoinDevnetAccount, overrides: Partial<PaymentSpec> = {}) {
  return signedPayment(from, {
    input: await firstUtxo(from.paymentAddress),
    payment: paymentsOf(from).wpkh,
    to: somewhere,
    amount: 50_000n,
    fee: 500n,
    ...overrides,
  })
}

/** The raw transaction with input 0's witness replaced. */
function withWitness(hex: string, witness: Uint8Array[]): string {
  const tx = RawTx.decode(Buffer.from(hex, 'hex'))
  return Buffer.from(RawTx.encode({ ...tx, witnesses: [witness, ...(tx.witnesses ?? []).slice(1)] })).toString('hex')
}

describe('POST /tx rejections', () => {
  it('refuses an ECDSA signature that does not verify', async () => {
    const tx = await payment(account(0))
    const [signature, publicKey] = tx.getInput(0).finalScriptWitness as [Uint8Array, Uint8Array]
    const forged = Uint8Array.from(signature)
    forged[10] = (forged[10] as number) ^ 0x01 // inside R: still strict DER, no longer a valid signature
    expect(await postTx(devnet.url, withWitness(tx.hex, [forged, publicKey]))).toEqual({
      status: 400,
      body: rpcError(
        'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)',
      ),
    })
  })

  it("refuses a witness with another account's public key", async () => {
    const tx = await payment(account(1))
    const [signature] = tx.getInput(0).finalScriptWitness as [Uint8Array]
    const otherKey = Uint8Array.from(Buffer.from(account(2).publicKey, 'hex'))
    expect(await postTx(devnet.url, withWitness(tx.hex, [signature, otherKey]))).toEqual({
      status: 400,
      body: rpcError('mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)'),
    })
  })

  it('refuses a Schnorr signature that does not verify on a taproot key-path spend', async () => {
    const from = account(3)
    const tx = signedPayment(from, {
      input: await firstUtxo(from.ordinalsAddress),
      payment: paymentsOf(from).tr,
      to: somewhere,
      amount: 50_000n,
      fee: 500n,
    })
    const [signature] = tx.getInput(0).finalScriptWitness as [Uint8Array]
    const forged = Uint8Array.from(signature)
    forged[40] = (forged[40] as number) ^ 0x01
    expect(await postTx(devnet.url, withWitness(tx.hex, [forged]))).toEqual({
      status: 400,
      body: rpcError('mandatory-script-verify-flag-failed (Invalid Schnorr signature)'),
    })
  })

  it('refuses a second spend of an output a mempool transaction spends', async () => {
    const from = account(4)
    const input = await firstUtxo(from.paymentAddress)
    expect((await postTx(devnet.url, (await payment(from, { input })).hex)).status).toBe(200)
    const second = await payment(from, { input, amount: 60_000n })
    expect(await postTx(devnet.url, second.hex)).toEqual({ status: 400, body: rpcError('txn-mempool-conflict') })
  })

  it('refuses to spend a coinbase before 100 confirmations', async () => {
    const from = account(5)
    await devnet.mine(1, from.paymentAddress)
    const tip = devnet.chain.state.tip
    const coinbase = tip.txs[0]
    if (!coinbase) throw new Error('no coinbase')
    const input = { txid: coinbase.txid, vout: 0, value: coinbase.outputs[0]?.value ?? 0n }
    const tx = await payment(from, { input })
    expect(await postTx(devnet.url, tx.hex)).toEqual({
      status: 400,
      body: rpcError('bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1'),
    })
  })

  it('refuses a fee below the minimum relay fee', async () => {
    const tx = await payment(account(6), { fee: 100n })
    expect(await postTx(devnet.url, tx.hex)).toEqual({
      status: 400,
      body: rpcError(`min relay fee not met, 100 < ${tx.vsize}`),
    })
  })

  it('refuses an output below the dust threshold (294 sats for P2WPKH)', async () => {
    const tx = await payment(account(7), { amount: 293n })
    expect(await postTx(devnet.url, tx.hex)).toEqual({ status: 400, body: rpcError('dust') })
  })

  it('refuses an input no transaction created', async () => {
    const input = { txid: 'ab'.repeat(32), vout: 0, value: 100_000_000n }
    const tx = await payment(account(8), { input })
    expect(await postTx(devnet.url, tx.hex)).toEqual({
      status: 400,
      body: rpcError('bad-txns-inputs-missingorspent', -25),
    })
  })

  it('refuses outputs worth more than the inputs', async () => {
    const from = account(9)
    const real = await firstUtxo(from.paymentAddress)
    const tx = await payment(from, { input: { ...real, value: real.value * 2n }, amount: 150_000_000n })
    expect(await postTx(devnet.url, tx.hex)).toEqual({
      status: 400,
      body: rpcError('bad-txns-in-belowout, value in (1.00) < value out (1.999995)'),
    })
  })

  it('refuses bytes that are not a transaction', async () => {
    expect(await postTx(devnet.url, 'deadbeef')).toEqual({
      status: 400,
      body: rpcError('TX decode failed. Make sure the tx has at least one input.', -22),
    })
  })
})

describe('POST /tx policy and repeats', () => {
  it("refuses a high-S signature as Core's policy does (valid by consensus)", async () => {
    const from = account(0)
    const tx = await payment(from)
    const [signature, publicKey] = tx.getInput(0).finalScriptWitness as [Uint8Array, Uint8Array]
    const low = secp256k1.Signature.fromBytes(signature.subarray(0, -1), 'der')
    const high = new secp256k1.Signature(low.r, secp256k1.Point.Fn.ORDER - low.s).toBytes('der')
    const highS = Uint8Array.from([...high, signature[signature.length - 1] as number])
    expect(await postTx(devnet.url, withWitness(tx.hex, [highS, publicKey]))).toEqual({
      status: 400,
      body: rpcError('non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)'),
    })
  })

  it('answers the same txid when a mempool transaction is sent again', async () => {
    const tx = await payment(account(1))
    await postTx(devnet.url, tx.hex)
    expect(await postTx(devnet.url, tx.hex)).toEqual({ status: 200, body: tx.id })
  })

  it('refuses a transaction whose outputs are already confirmed', async () => {
    const tx = await payment(account(2))
    await postTx(devnet.url, tx.hex)
    await devnet.mine(1)
    expect(await postTx(devnet.url, tx.hex)).toEqual({
      status: 400,
      body: rpcError('Transaction outputs already in utxo set', -27),
    })
  })
})
