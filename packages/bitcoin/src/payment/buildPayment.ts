import { FoyerError, type Network } from '@foyer/core'
import { Address, OutScript, p2sh, p2tr, p2wpkh, selectUTXO, Transaction } from '@scure/btc-signer'
import { addressUtxos, type EsploraUtxo, esploraFetch } from '../esplora/esplora.ts'
import type { BitcoinAccount } from '../wallets/bitcoinWallet.ts'
import { fromHex } from '../wallets/encoding.ts'
import { type BtcNetwork, networkOfAddress } from './bitcoinNetwork.ts'
import { dustThreshold } from './dust.ts'

export interface PaymentPlan {
  /** The unsigned PSBT, every input the payment address's. */
  psbt: Uint8Array
  /** The indexes of the inputs the wallet signs (all of them). */
  inputIndexes: number[]
  fee: bigint
  /** The outputs as built, to compare with what the wallet sends back. */
  outputs: { script: Uint8Array; amount: bigint }[]
}

type InputUpdate = Parameters<typeof selectUTXO>[0][number]

const publicKeyOf = (account: BitcoinAccount): Uint8Array => {
  if (!account.publicKey) {
    throw new FoyerError('DEFAULT', undefined, { detail: `The wallet gave no public key for ${account.address}` })
  }
  return fromHex(account.publicKey)
}

/** The fields btc-signer needs to spend an output of `account`'s address, by the address's type. */
async function spendInfo(
  account: BitcoinAccount,
  btcNetwork: BtcNetwork,
  network: Network,
  fetchFn: typeof fetch,
): Promise<(utxo: EsploraUtxo) => Promise<InputUpdate>> {
  const decoded = Address(btcNetwork).decode(account.address)
  const script = OutScript.encode(decoded)
  const witnessUtxo = (utxo: EsploraUtxo) => ({ script, amount: BigInt(utxo.value) })
  const base = (utxo: EsploraUtxo) => ({ txid: utxo.txid, index: utxo.vout })
  const mismatch = () =>
    new FoyerError('DEFAULT', undefined, { detail: `The public key does not match ${account.address}` })
  switch (decoded.type) {
    case 'wpkh':
      return async (utxo) => ({ ...base(utxo), witnessUtxo: witnessUtxo(utxo) })
    case 'tr': {
      const key = publicKeyOf(account)
      const internal = key.length === 33 ? key.subarray(1) : key
      if (p2tr(internal, undefined, btcNetwork).address !== account.address) throw mismatch()
      return async (utxo) => ({ ...base(utxo), witnessUtxo: witnessUtxo(utxo), tapInternalKey: internal })
    }
    case 'sh': {
      // Xverse-style payment address: P2SH-wrapped P2WPKH.
      const inner = p2wpkh(publicKeyOf(account), btcNetwork)
      if (p2sh(inner, btcNetwork).address !== account.address) throw mismatch()
      return async (utxo) => ({ ...base(utxo), witnessUtxo: witnessUtxo(utxo), redeemScript: inner.script })
    }
    case 'pkh':
      // A legacy input signs over its whole parent transaction: it is fetched, once per parent.
      return async (utxo) => {
        const parent = await (await esploraFetch(network, `/tx/${utxo.txid}/hex`, fetchFn)).text()
        return { ...base(utxo), nonWitnessUtxo: fromHex(parent.trim()) }
      }
    default:
      throw new FoyerError('DEFAULT', undefined, {
        detail: `Payments from ${decoded.type} addresses are not supported`,
      })
  }
}

/**
 * A payment of `amount` sats to `recipient` from `account`'s unspent outputs (mempool ones too), at `feeRate`
 * sat/vB, change back to the same address. btc-signer picks the inputs and drops change below dust into the fee.
 */
export async function buildPayment(params: {
  account: BitcoinAccount
  recipient: string
  amount: bigint
  feeRate: number
  network: Network
  fetchFn: typeof fetch
}): Promise<PaymentPlan> {
  const { account, recipient, amount, feeRate, network, fetchFn } = params
  const btcNetwork = networkOfAddress(account.address)
  let recipientScript: Uint8Array
  try {
    recipientScript = OutScript.encode(Address(btcNetwork).decode(recipient))
  } catch (error) {
    throw new FoyerError('INVALID_ADDRESS', undefined, {
      cause: error,
      detail: `${recipient} is not an address of this network`,
    })
  }
  if (amount <= 0n) throw new FoyerError('INVALID_AMOUNT')
  const dust = dustThreshold(recipientScript)
  if (amount < dust) {
    throw new FoyerError('INVALID_AMOUNT', undefined, {
      detail: `An output below ${dust} sats is dust: nodes do not relay it`,
    })
  }
  const toInput = await spendInfo(account, btcNetwork, network, fetchFn)
  const utxos = await addressUtxos(network, account.address, fetchFn)
  const inputs = await Promise.all(utxos.map(toInput))
  const selected = selectUTXO(inputs, [{ address: recipient, amount }], 'default', {
    feePerByte: BigInt(Math.ceil(feeRate)),
    changeAddress: account.address,
    network: btcNetwork,
    createTx: true,
    bip69: false,
  })
  if (!selected?.tx) {
    throw new FoyerError('INSUFFICIENT_BALANCE', undefined, {
      detail: `${account.address} cannot pay ${amount} sats and the fee at ${feeRate} sat/vB`,
    })
  }
  const { tx, fee } = selected
  const outputs = Array.from({ length: tx.outputsLength }, (_, index) => {
    const output = tx.getOutput(index)
    return { script: output.script as Uint8Array, amount: output.amount as bigint }
  })
  return {
    psbt: tx.toPSBT(),
    inputIndexes: Array.from({ length: tx.inputsLength }, (_, index) => index),
    fee: fee ?? 0n,
    outputs,
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * The signed PSBT finalized into a raw transaction, refusing one whose outputs are not the payment built (a wallet
 * signs; it does not get to redirect the money).
 */
export function finalizePayment(signedPsbt: Uint8Array, plan: PaymentPlan): { hex: string; txid: string } {
  const tx = Transaction.fromPSBT(signedPsbt)
  const same =
    tx.outputsLength === plan.outputs.length &&
    plan.outputs.every((expected, index) => {
      const output = tx.getOutput(index)
      return (
        output.amount === expected.amount && output.script !== undefined && sameBytes(output.script, expected.script)
      )
    })
  if (!same) throw new FoyerError('DEFAULT', undefined, { detail: 'The wallet changed the outputs of the payment' })
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    if (!input.finalScriptWitness && !input.finalScriptSig) tx.finalizeIdx(index)
  }
  return { hex: tx.hex, txid: tx.id }
}
