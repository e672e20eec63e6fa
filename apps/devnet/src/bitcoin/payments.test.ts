import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BITCOIN_DEVNET_ACCOUNTS, BITCOIN_DEVNET_ORDINALS_SATS, BITCOIN_DEVNET_PAYMENT_SATS } from './accounts.ts'
import { type BitcoinDevnet, startBitcoinDevnet } from './bitcoinDevnet.ts'
import { blockSubsidy } from './coinbase.ts'
import { getJson, paymentsOf, postTx, signedPayment, type Utxo } from './walletKit.testing.ts'

const [sender, recipient] = BITCOIN_DEVNET_ACCOUNTS as [
  (typeof BITCOIN_DEVNET_ACCOUNTS)[0],
  (typeof BITCOIN_DEVNET_ACCOUNTS)[0],
]
const AMOUNT = 10_000_000n
const FEE = 1_000n

interface AddressStats {
  chain_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
  mempool_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
}

let devnet: BitcoinDevnet
beforeAll(async () => {
  devnet = await startBitcoinDevnet({})
})
afterAll(() => devnet.stop())

describe('the Bitcoin devnet at start', () => {
  it('stands on block 102', async () => {
    expect(await (await fetch(`${devnet.url}/blocks/tip/height`)).text()).toBe('102')
  })

  it("shows each payment address's 1 BTC in /address chain_stats", async () => {
    const stats = await getJson<AddressStats>(`${devnet.url}/address/${sender.paymentAddress}`)
    expect(stats.chain_stats).toMatchObject({ funded_txo_sum: Number(BITCOIN_DEVNET_PAYMENT_SATS), spent_txo_sum: 0 })
  })

  it("lists the payment address's one confirmed output in /address/:a/utxo", async () => {
    const utxos = await getJson<Utxo[]>(`${devnet.url}/address/${recipient.paymentAddress}/utxo`)
    expect(utxos).toMatchObject([{ value: Number(BITCOIN_DEVNET_PAYMENT_SATS), status: { confirmed: true } }])
  })

  it('gives each ordinals address a little, confirmed', async () => {
    const utxos = await getJson<Utxo[]>(`${devnet.url}/api/address/${sender.ordinalsAddress}/utxo`)
    expect(utxos).toMatchObject([{ value: Number(BITCOIN_DEVNET_ORDINALS_SATS), status: { confirmed: true } }])
  })
})

describe('a P2WPKH payment sent with POST /tx', () => {
  let txid: string
  let funding: Utxo
  beforeAll(async () => {
    ;[funding] = (await getJson<Utxo[]>(`${devnet.url}/address/${sender.paymentAddress}/utxo`)) as [Utxo]
    const tx = signedPayment(sender, {
      input: { txid: funding.txid, vout: funding.vout, value: BigInt(funding.value) },
      payment: paymentsOf(sender).wpkh,
      to: recipient.paymentAddress,
      amount: AMOUNT,
      fee: FEE,
    })
    const answer = await postTx(devnet.url, tx.hex)
    if (answer.status !== 200) throw new Error(answer.body)
    txid = answer.body
  })

  it('waits in the mempool', async () => {
    expect(await getJson<string[]>(`${devnet.url}/mempool/txids`)).toContain(txid)
  })

  it("leaves the sender's spent output out of /utxo and lists the unconfirmed change", async () => {
    const utxos = await getJson<Utxo[]>(`${devnet.url}/address/${sender.paymentAddress}/utxo`)
    expect(utxos).toEqual([
      { txid, vout: 1, value: Number(BITCOIN_DEVNET_PAYMENT_SATS - AMOUNT - FEE), status: { confirmed: false } },
    ])
  })

  it("adds the payment to the recipient's /utxo before it confirms", async () => {
    const utxos = await getJson<Utxo[]>(`${devnet.url}/address/${recipient.paymentAddress}/utxo`)
    expect(utxos.map((utxo) => [utxo.value, utxo.status.confirmed])).toEqual([
      [Number(BITCOIN_DEVNET_PAYMENT_SATS), true],
      [Number(AMOUNT), false],
    ])
  })

  it("counts the spend in the sender's mempool_stats", async () => {
    const stats = await getJson<AddressStats>(`${devnet.url}/address/${sender.paymentAddress}`)
    expect(stats.mempool_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: Number(BITCOIN_DEVNET_PAYMENT_SATS - AMOUNT - FEE),
      spent_txo_count: 1,
      spent_txo_sum: Number(BITCOIN_DEVNET_PAYMENT_SATS),
      tx_count: 1,
    })
  })

  describe('after mine', () => {
    beforeAll(() => devnet.mine(1))

    it('is confirmed in block 103', async () => {
      expect(await getJson(`${devnet.url}/tx/${txid}/status`)).toMatchObject({ confirmed: true, block_height: 103 })
    })

    it('leaves the mempool', async () => {
      expect(await getJson<string[]>(`${devnet.url}/mempool/txids`)).toEqual([])
    })

    it("pays the fee to the block's coinbase", async () => {
      const [coinbase] = await getJson<string[]>(`${devnet.url}/block/${devnet.chain.state.tip.id}/txids`)
      const tx = await getJson<{ vout: { value: number }[] }>(`${devnet.url}/tx/${coinbase}`)
      expect(tx.vout[0]?.value).toBe(Number(blockSubsidy(103) + FEE))
    })

    it("moves the recipient's balance into chain_stats", async () => {
      const stats = await getJson<AddressStats>(`${devnet.url}/address/${recipient.paymentAddress}`)
      expect(stats.chain_stats.funded_txo_sum).toBe(Number(BITCOIN_DEVNET_PAYMENT_SATS + AMOUNT))
    })
  })
})
