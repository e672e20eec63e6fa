import { SigHash, Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { invalidParams } from '../rpcError.ts'
import { addressOf, type BitcoinKey, type BitcoinPurpose } from './bitcoinKey.ts'

/** The sighash names of the Wallet Standard's `bitcoin:signTransaction` (Exodus's `BitcoinSigHashFlag`). */
const SIGHASH_NAMES: Record<string, number> = {
  ALL: SigHash.ALL,
  NONE: SigHash.NONE,
  SINGLE: SigHash.SINGLE,
  'ALL|ANYONECANPAY': SigHash.ALL_ANYONECANPAY,
  'NONE|ANYONECANPAY': SigHash.NONE_ANYONECANPAY,
  'SINGLE|ANYONECANPAY': SigHash.SINGLE_ANYONECANPAY,
}

/** A sighash given as a number (PSBT, sats-connect, Unisat) or as a Wallet Standard flag name. */
export function sigHashOf(value: number | string): number {
  const sigHash = typeof value === 'string' ? SIGHASH_NAMES[value] : value
  if (sigHash === undefined || !(Object.values(SigHash) as number[]).includes(sigHash)) {
    throw invalidParams(`Unknown sighash type ${String(value)}`)
  }
  return sigHash
}

/** One input the wallet is asked to sign, with the key and address that must own it. */
export interface InputToSign {
  index: number
  key: BitcoinKey
  purpose: BitcoinPurpose
  sigHash?: number
}

export function decodePsbt(psbt: Uint8Array): Transaction {
  try {
    // Dapps may add outputs btc-signer does not know (OP_RETURN data, inscriptions' envelopes).
    return Transaction.fromPSBT(psbt, { allowUnknownOutputs: true, allowUnknownInputs: true })
  } catch (error) {
    throw invalidParams(`The PSBT could not be decoded: ${(error as Error).message}`)
  }
}

/** The output script an input spends, from its witness UTXO or its full previous transaction. */
function spentScript(tx: Transaction, index: number): Uint8Array | undefined {
  const input = tx.getInput(index)
  if (input.witnessUtxo) return input.witnessUtxo.script
  if (input.nonWitnessUtxo && input.index !== undefined) return input.nonWitnessUtxo.outputs[input.index]?.script
  return undefined
}

/**
 * Signs the asked inputs of a PSBT in place: P2WPKH with ECDSA (BIP-143), P2TR key path with Schnorr (BIP-341,
 * SIGHASH_DEFAULT unless a sighash is asked). An input that does not spend the named address is refused, so the
 * wallet never signs what the dapp did not say; a taproot input without `tapInternalKey` gets the wallet's own,
 * as wallets fill in what they know of their addresses.
 */
export function signPsbtInputs(tx: Transaction, inputs: readonly InputToSign[]): void {
  for (const { index, key, purpose, sigHash } of inputs) {
    if (!Number.isSafeInteger(index) || index < 0 || index >= tx.inputsLength) {
      throw invalidParams(`The PSBT has no input ${index}`)
    }
    const script = spentScript(tx, index)
    const expected = purpose === 'payment' ? key.paymentScript : key.ordinalsScript
    if (!script || !equalBytes(script, expected)) {
      throw invalidParams(`Input ${index} does not spend ${addressOf(key, purpose)}`)
    }
    if (purpose === 'ordinals' && !tx.getInput(index).tapInternalKey) {
      tx.updateInput(index, { tapInternalKey: key.xOnlyPublicKey })
    }
    if (sigHash !== undefined) tx.updateInput(index, { sighashType: sigHash })
    try {
      tx.signIdx(key.privateKey, index, sigHash === undefined ? undefined : [sigHash])
    } catch (error) {
      throw invalidParams(`Input ${index} could not be signed: ${(error as Error).message}`)
    }
  }
}

/** Finalizes every input not final yet and returns the network transaction (hex) and its id, for a broadcast. */
export function finalizePsbt(tx: Transaction): { hex: string; txid: string } {
  try {
    for (let index = 0; index < tx.inputsLength; index++) {
      const input = tx.getInput(index)
      if (!input.finalScriptWitness && !input.finalScriptSig) tx.finalizeIdx(index)
    }
  } catch (error) {
    throw invalidParams(`The PSBT could not be finalized: ${(error as Error).message}`)
  }
  return { hex: tx.hex, txid: tx.id }
}
