import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BITCOIN_DEVNET_ACCOUNTS, type BitcoinDevnetAccount } from './accounts.ts'
import { BitcoinChain } from './bitcoinChain.ts'
import { answerEsplora } from './esploraRoutes.ts'
import { fundAccounts, minerScript } from './fundAccounts.ts'
import { paymentsOf, signedPayment } from './walletKit.testing.ts'

const chain = new BitcoinChain()
fundAccounts(chain)
const context = { chain, feeRate: 2, defaultPayoutScript: minerScript() }
const from = BITCOIN_DEVNET_ACCOUNTS[0] as BitcoinDevnetAccount
const funding = chain.state.unspent(paymentsOf(from).wpkh.script)[0]
if (!funding) throw new Error('account 0 has nothing to spend')
const valid = Buffer.from(
  signedPayment(from, {
    input: { txid: funding.txid, vout: funding.vout, value: funding.coin.value },
    payment: paymentsOf(from).wpkh,
    to: BITCOIN_DEVNET_ACCOUNTS[1]?.paymentAddress as string,
    amount: 50_000n,
    fee: 500n,
  }).extract(),
)

describe('POST /tx under hostile bytes', () => {
  it('answers a valid payment with any bytes changed with a txid or a 400, never a 500', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        (edits) => {
          const mutated = Buffer.from(valid)
          for (const [at, byte] of edits) mutated[at] = byte
          const reply = answerEsplora(context, 'POST', '/tx', mutated.toString('hex'))
          expect([200, 400]).toContain(reply.status)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('answers any hex with a txid or a 400, never a 500', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const reply = answerEsplora(context, 'POST', '/tx', Buffer.from(bytes).toString('hex'))
        expect([200, 400]).toContain(reply.status)
      }),
      { numRuns: 300 },
    )
  })

  it('answers any path with no 500', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'api',
            'tx',
            'block',
            'address',
            'utxo',
            'txs',
            'chain',
            'blocks',
            'tip',
            '0',
            'x',
            '%',
            funding.txid,
          ),
          { maxLength: 5 },
        ),
        fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE'),
        (parts, method) => {
          expect(answerEsplora(context, method, `/${parts.join('/')}`, '').status).toBeLessThan(500)
        },
      ),
      { numRuns: 300 },
    )
  })
})
