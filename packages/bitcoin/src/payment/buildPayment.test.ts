import { HttpStatusError } from '@foyer/core'
import { BITCOIN_DEVNET_ACCOUNTS } from '@foyer/devnet/bitcoin/accounts'
import { Transaction } from '@scure/btc-signer'
import { describe, expect, it, vi } from 'vitest'
import { useDevnetAndWallets } from '../devWallet.testing.ts'
import { broadcastTransaction } from '../esplora/broadcast.ts'
import { buildPayment, finalizePayment } from './buildPayment.ts'

vi.stubGlobal('window', new EventTarget())

const { network, installWallet } = useDevnetAndWallets()
const fetchFn: typeof fetch = (input, init) => fetch(input, init)
const key = (index: number) => BITCOIN_DEVNET_ACCOUNTS[index]!
const payer = { address: key(1).paymentAddress, purpose: 'payment' as const, publicKey: key(1).publicKey }

/** A payment of `amount` sats from devnet key 1 at `feeRate`, signed by the Dev Wallet holding that key. */
async function signedPayment(amount: bigint, feeRate: number) {
  const wallet = installWallet()
  await wallet.grant(['payment'])
  const plan = await buildPayment({
    account: payer,
    recipient: key(9).paymentAddress,
    amount,
    feeRate,
    network: network(),
    fetchFn,
  })
  const signed = wallet.signPsbtAs(plan.psbt, [{ address: payer.address, indexes: plan.inputIndexes }]).toPSBT()
  return { plan, signed }
}

describe('buildPayment', () => {
  it('pays the recipient and sends the change back to the payment address', async () => {
    const { plan } = await signedPayment(30_000n, 2)
    const tx = Transaction.fromPSBT(plan.psbt)
    expect(tx.outputsLength).toBe(2)
    expect(tx.getOutput(0).amount).toBe(30_000n)
    expect(plan.fee).toBeGreaterThan(0n)
  })

  it('refuses a recipient that is no address of the network', async () => {
    await expect(
      buildPayment({
        account: payer,
        recipient: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        amount: 1000n,
        feeRate: 1,
        network: network(),
        fetchFn,
      }),
    ).rejects.toThrow('Invalid address')
  })

  it('refuses a signed PSBT whose outputs the wallet changed', async () => {
    const { plan } = await signedPayment(30_000n, 2)
    const other = await signedPayment(40_000n, 2)
    expect(() => finalizePayment(other.signed, plan)).toThrow(
      expect.objectContaining({ detail: 'The wallet changed the outputs of the payment' }),
    )
  })
})

describe('broadcastTransaction', () => {
  it("says in plain words why the node refuses a transaction: 'The fee is below what the network relays'", async () => {
    const { plan, signed } = await signedPayment(30_000n, 0)
    const { hex, txid } = finalizePayment(signed, plan)
    const failure = broadcastTransaction(network(), hex, txid, fetchFn)
    await expect(failure).rejects.toBeInstanceOf(HttpStatusError)
    await expect(failure).rejects.toMatchObject({
      message: 'HTTP status code: 400',
      apiCode: expect.stringContaining('min relay fee not met'),
      detail: expect.stringMatching(/^The fee is below what the network relays \(min relay fee not met/),
    })
  })

  it('takes a transaction the node already has as sent', async () => {
    const { plan, signed } = await signedPayment(30_000n, 2)
    const { hex, txid } = finalizePayment(signed, plan)
    await expect(broadcastTransaction(network(), hex, txid, fetchFn)).resolves.toBe(txid)
    await expect(broadcastTransaction(network(), hex, txid, fetchFn)).resolves.toBe(txid)
  })
})
