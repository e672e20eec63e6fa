import * as ecc from '@bitcoinerlab/secp256k1'
import { randomBytes } from '@noble/hashes/utils.js'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import * as bitcoinjs from 'bitcoinjs-lib'
import type { BitcoinKey } from './bitcoinKey.ts'
import { REGTEST } from './bitcoinNetwork.ts'

bitcoinjs.initEccLib(ecc)

/**
 * A dapp's PSBT spending one coin of the key's payment address (input 0) and one of its ordinals address
 * (input 1) to `to`. The coins are made up (random txids): signatures commit to the witness UTXOs only.
 */
export function twoInputPsbt(key: BitcoinKey, to: string, { withInternalKey = true } = {}): Uint8Array {
  const tx = new Transaction()
  tx.addInput({
    txid: randomBytes(32),
    index: 0,
    witnessUtxo: { script: key.paymentScript, amount: 60_000n },
  })
  tx.addInput({
    txid: randomBytes(32),
    index: 1,
    witnessUtxo: { script: key.ordinalsScript, amount: 10_000n },
    ...(withInternalKey ? { tapInternalKey: key.xOnlyPublicKey } : {}),
  })
  tx.addOutputAddress(to, 69_000n, REGTEST)
  return tx.toPSBT()
}

const regtest = bitcoinjs.networks.regtest

/**
 * Checks a signed PSBT with bitcoinjs-lib and @bitcoinerlab/secp256k1 (an implementation independent of
 * btc-signer and noble): every signature against its BIP-143 / BIP-341 digest, then finalizes and extracts.
 * Returns whether all signatures are valid, and the transaction's hex.
 */
export function verifyWithBitcoinjs(psbt: Uint8Array): { valid: boolean; txHex: string } {
  const parsed = bitcoinjs.Psbt.fromBuffer(Buffer.from(psbt), { network: regtest })
  const valid = parsed.validateSignaturesOfAllInputs((pubkey, digest, signature) =>
    pubkey.length === 32 ? ecc.verifySchnorr(digest, pubkey, signature) : ecc.verify(digest, pubkey, signature),
  )
  parsed.finalizeAllInputs()
  return { valid, txHex: parsed.extractTransaction().toHex() }
}

export const hexOf = (bytes: Uint8Array) => hex.encode(bytes)
