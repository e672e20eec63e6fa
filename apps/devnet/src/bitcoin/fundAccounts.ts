import { p2wpkh, Transaction } from '@scure/btc-signer'
import {
  BITCOIN_DEVNET_ACCOUNTS,
  BITCOIN_DEVNET_MINER,
  BITCOIN_DEVNET_ORDINALS_SATS,
  BITCOIN_DEVNET_PAYMENT_SATS,
} from './accounts.ts'
import type { BitcoinChain } from './bitcoinChain.ts'
import { COINBASE_MATURITY } from './coinbase.ts'
import { BITCOIN_REGTEST_NETWORK } from './network.ts'

/** Fee of the one funding transaction (about 5 sat/vB for its ~900 vB). */
const FUNDING_FEE = 5_000n

export const minerScript = (): Uint8Array =>
  p2wpkh(Buffer.from(BITCOIN_DEVNET_MINER.publicKey, 'hex'), BITCOIN_REGTEST_NETWORK).script

/**
 * The start state: 101 blocks to the miner (so block 1's coinbase matures, as `generatetoaddress 101` does on a
 * fresh regtest node), then one transaction signed by the miner paying every account's payment and ordinals
 * address, confirmed in block 102. Each account starts with one confirmed output per address.
 */
export function fundAccounts(chain: BitcoinChain): void {
  const script = minerScript()
  chain.mine(COINBASE_MATURITY + 1, script)
  const matured = chain.state.blocks[1]?.txs[0]
  if (!matured) throw new Error('Block 1 has no coinbase')
  const amount = matured.outputs[0]?.value ?? 0n
  const tx = new Transaction()
  tx.addInput({ txid: matured.txid, index: 0, witnessUtxo: { script, amount } })
  let paid = 0n
  for (const account of BITCOIN_DEVNET_ACCOUNTS) {
    tx.addOutputAddress(account.paymentAddress, BITCOIN_DEVNET_PAYMENT_SATS, BITCOIN_REGTEST_NETWORK)
    tx.addOutputAddress(account.ordinalsAddress, BITCOIN_DEVNET_ORDINALS_SATS, BITCOIN_REGTEST_NETWORK)
    paid += BITCOIN_DEVNET_PAYMENT_SATS + BITCOIN_DEVNET_ORDINALS_SATS
  }
  tx.addOutputAddress(BITCOIN_DEVNET_MINER.paymentAddress, amount - paid - FUNDING_FEE, BITCOIN_REGTEST_NETWORK)
  tx.sign(Buffer.from(BITCOIN_DEVNET_MINER.privateKey, 'hex'))
  tx.finalize()
  chain.submit(tx.extract())
  chain.mine(1, script)
}
