import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { OP, p2pkh, RawTx, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer'
import type { BitcoinKey } from './bitcoinKey.ts'

const TAG = sha256(utf8ToBytes('BIP0322-signed-message'))

/** BIP-322's message hash: the BIP-340 tagged hash "BIP0322-signed-message" of the message bytes. */
export const bip322MessageHash = (message: Uint8Array): Uint8Array => sha256(concatBytes(TAG, TAG, message))

/**
 * The txid (display order) of BIP-322's virtual `to_spend`: version 0, one input spending 000…000:0xFFFFFFFF
 * with scriptSig `OP_0 PUSH32[message_hash]` and sequence 0, one 0-value output paying the address's script.
 */
export function bip322ToSpendTxid(scriptPubKey: Uint8Array, message: Uint8Array): Uint8Array {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode([OP.OP_0, bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: scriptPubKey }],
    witnesses: [],
    lockTime: 0,
  })
  return sha256(sha256(raw)).reverse()
}

/**
 * ECDSA over a 32-byte digest as Bitcoin Core signs: RFC 6979, retried with the extra entropy 1, 2, … (32-byte
 * little-endian) until R is low, so the DER signature is at most 71 bytes. (btc-signer's `lowR` starts its
 * retries at 0, which gives other, equally valid signatures; Core's counter reproduces the BIP's vectors.)
 */
function signEcdsaLowR(digest: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const extraEntropy = new Uint8Array(32)
  let signature = secp256k1.Signature.fromBytes(secp256k1.sign(digest, privateKey, { prehash: false }))
  for (let counter = 1; signature.r >= 2n ** 255n; counter++) {
    new DataView(extraEntropy.buffer).setUint32(0, counter, true)
    signature = secp256k1.Signature.fromBytes(secp256k1.sign(digest, privateKey, { prehash: false, extraEntropy }))
  }
  return signature.toBytes('der')
}

/**
 * A BIP-322 "simple" signature of `message` by the address `scriptPubKey` (P2WPKH or P2TR key path of `key`):
 * the witness stack of `to_sign`'s only input, serialized as in a transaction (what wallets send as base64).
 */
export function signBip322Simple(key: BitcoinKey, scriptPubKey: Uint8Array, message: Uint8Array): Uint8Array {
  const isTaproot = scriptPubKey[0] === OP.OP_1
  // to_sign: version 0, spends to_spend:0 with sequence 0, one 0-value OP_RETURN output, lock time 0.
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: bip322ToSpendTxid(scriptPubKey, message),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: scriptPubKey, amount: 0n },
    ...(isTaproot ? { tapInternalKey: key.xOnlyPublicKey, sighashType: SigHash.DEFAULT } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  if (!isTaproot) {
    // BIP-143 digest with the P2PKH script code of the key, SIGHASH_ALL, spending 0 sats.
    const digest = toSign.preimageWitnessV0(0, p2pkh(key.publicKey).script, SigHash.ALL, 0n)
    const signature = concatBytes(signEcdsaLowR(digest, key.privateKey), Uint8Array.of(SigHash.ALL))
    return RawWitness.encode([signature, key.publicKey])
  }
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  return RawWitness.encode(toSign.getInput(0).finalScriptWitness!)
}
