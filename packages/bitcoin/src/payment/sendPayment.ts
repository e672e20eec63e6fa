import type { Network } from '@foyer/core'
import { Transaction } from '@scure/btc-signer'
import { broadcastTransaction } from '../esplora/broadcast.ts'
import { type FeeRates, feeRates } from '../esplora/feeRates.ts'
import type { BitcoinAccount, BitcoinWallet } from '../wallets/bitcoinWallet.ts'
import { walletFailure } from '../wallets/walletErrors.ts'
import { buildPayment, finalizePayment } from './buildPayment.ts'

export const feeRatesOf = (network: Network, fetchFn: typeof fetch): Promise<FeeRates> => feeRates(network, fetchFn)

/**
 * A payment from the wallet's payment address: built here at the network's ~3-block fee rate, signed by the
 * wallet, finalized and broadcast through the network's Esplora API. Resolves to the txid.
 */
export async function sendPayment(params: {
  wallet: BitcoinWallet
  account: BitcoinAccount
  recipient: string
  amount: bigint
  network: Network
  fetchFn: typeof fetch
}): Promise<string> {
  const { wallet, account, recipient, amount, network, fetchFn } = params
  const { medium } = await feeRates(network, fetchFn)
  const plan = await buildPayment({ account, recipient, amount, feeRate: medium, network, fetchFn })
  let signed: Uint8Array
  try {
    signed = await wallet.signPsbt({
      psbt: plan.psbt,
      signInputs: plan.inputIndexes.map((index) => ({ address: account.address, index })),
      network,
    })
  } catch (error) {
    throw walletFailure(error, 'DEFAULT')
  }
  const { hex, txid } = finalizePayment(signed, plan)
  return broadcastTransaction(network, hex, txid, fetchFn)
}

/** A PSBT the wallet signed for the dapp, finalized and broadcast. */
export async function finalizeAndBroadcast(params: {
  signedPsbt: Uint8Array
  network: Network
  fetchFn: typeof fetch
}): Promise<string> {
  const tx = Transaction.fromPSBT(params.signedPsbt)
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    if (!input.finalScriptWitness && !input.finalScriptSig) tx.finalizeIdx(index)
  }
  return broadcastTransaction(params.network, tx.hex, tx.id, params.fetchFn)
}
