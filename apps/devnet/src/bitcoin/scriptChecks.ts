import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import type { Transaction } from '@scure/btc-signer'
import { hash160 } from './hashes.ts'
import { outputScriptType } from './outputScript.ts'
import { parsePushes } from './pushes.ts'
import { SCRIPT_ERROR, type ScriptCheckFailure } from './scriptErrors.ts'
import {
  hasHighS,
  isCompressedPublicKey,
  isDefinedEcdsaHashType,
  isDefinedSchnorrHashType,
  isStrictDer,
} from './signatureEncoding.ts'
import type { ChainTx, TxOutput } from './transaction.ts'

/** What checking one input needs: the spending transaction (btc-signer computes the sighashes) and every prevout. */
export interface SpendContext {
  signer: Transaction
  tx: ChainTx
  prevouts: readonly TxOutput[]
}

const mandatory = (error: string): ScriptCheckFailure => ({ kind: 'mandatory', error })
const nonMandatory = (error: string): ScriptCheckFailure => ({ kind: 'non-mandatory', error })

/**
 * Checks input `index` as Bitcoin Core's interpreter would for the three spends wallets make here: P2WPKH
 * (BIP143 + ECDSA), P2SH-wrapped P2WPKH and P2TR key path (BIP341 + BIP340 Schnorr). Any other spend is reported
 * as nonstandard rather than accepted unchecked.
 */
export function checkInputScript(context: SpendContext, index: number): ScriptCheckFailure | undefined {
  const input = context.tx.inputs[index]
  const prevout = context.prevouts[index]
  if (!input || !prevout) return mandatory(SCRIPT_ERROR.evalFalse)
  switch (outputScriptType(prevout.script)) {
    case 'v0_p2wpkh':
      if (input.scriptSig.length > 0) return mandatory(SCRIPT_ERROR.witnessMalleated)
      return checkWitnessKeyHash(context, index, prevout.script.subarray(2))
    case 'p2sh':
      return checkWrappedWitnessKeyHash(context, index, prevout.script.subarray(2, 22))
    case 'v1_p2tr':
      if (input.scriptSig.length > 0) return mandatory(SCRIPT_ERROR.witnessMalleated)
      return checkTaprootKeyPath(context, index, prevout.script.subarray(2))
    default:
      return { kind: 'nonstandard' }
  }
}

function checkWrappedWitnessKeyHash(
  context: SpendContext,
  index: number,
  scriptHash: Uint8Array,
): ScriptCheckFailure | undefined {
  const pushes = parsePushes(context.tx.inputs[index]?.scriptSig ?? new Uint8Array())
  if (pushes === undefined) return mandatory(SCRIPT_ERROR.sigPushOnly)
  const redeemScript = pushes[pushes.length - 1]
  if (redeemScript === undefined || !equalBytes(hash160(redeemScript), scriptHash))
    return mandatory(SCRIPT_ERROR.evalFalse)
  if (outputScriptType(redeemScript) !== 'v0_p2wpkh') return { kind: 'nonstandard' }
  if (pushes.length !== 1) return mandatory(SCRIPT_ERROR.witnessMalleatedP2sh)
  return checkWitnessKeyHash(context, index, redeemScript.subarray(2))
}

function checkWitnessKeyHash(
  context: SpendContext,
  index: number,
  keyHash: Uint8Array,
): ScriptCheckFailure | undefined {
  const witness = context.tx.inputs[index]?.witness ?? []
  if (witness.length !== 2) return mandatory(SCRIPT_ERROR.witnessProgramMismatch)
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
  if (!equalBytes(hash160(publicKey), keyHash)) return mandatory(SCRIPT_ERROR.equalVerify)
  if (signature.length > 0 && !isStrictDer(signature)) return mandatory(SCRIPT_ERROR.sigDer)
  if (!verifyEcdsa(context, index, keyHash, signature, publicKey)) return mandatory(SCRIPT_ERROR.evalFalse)
  // The policy (STANDARD) flags: consensus-valid, but Core's mempool still refuses these.
  if (hasHighS(signature)) return nonMandatory(SCRIPT_ERROR.sigHighS)
  if (!isDefinedEcdsaHashType(signature[signature.length - 1] as number)) return nonMandatory(SCRIPT_ERROR.sigHashType)
  if (!isCompressedPublicKey(publicKey)) return nonMandatory(SCRIPT_ERROR.witnessPubkeyType)
  return undefined
}

function verifyEcdsa(
  context: SpendContext,
  index: number,
  keyHash: Uint8Array,
  signature: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (signature.length === 0) return false
  const hashType = signature[signature.length - 1] as number
  // BIP143's scriptCode for P2WPKH is the P2PKH script of the key hash.
  const scriptCode = Uint8Array.from([0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac])
  try {
    const amount = context.prevouts[index]?.value ?? 0n
    const digest = context.signer.preimageWitnessV0(index, scriptCode, hashType, amount)
    return secp256k1.verify(signature.subarray(0, -1), digest, publicKey, {
      prehash: false,
      format: 'der',
      lowS: false,
    })
  } catch {
    // An unparsable key or a sighash btc-signer cannot form fails as CHECKSIG would: false.
    return false
  }
}

function checkTaprootKeyPath(
  context: SpendContext,
  index: number,
  outputKey: Uint8Array,
): ScriptCheckFailure | undefined {
  const witness = context.tx.inputs[index]?.witness ?? []
  if (witness.length === 0) return mandatory(SCRIPT_ERROR.witnessProgramWitnessEmpty)
  // Two or more items (after no annex: the policy check refuses annexes first) is a script-path spend.
  if (witness.length > 1) return { kind: 'nonstandard' }
  const signature = witness[0] as Uint8Array
  if (signature.length !== 64 && signature.length !== 65) return mandatory(SCRIPT_ERROR.schnorrSigSize)
  const hashType = signature.length === 65 ? (signature[64] as number) : 0
  if ((signature.length === 65 && hashType === 0) || !isDefinedSchnorrHashType(hashType))
    return mandatory(SCRIPT_ERROR.schnorrSigHashType)
  let digest: Uint8Array
  try {
    digest = context.signer.preimageWitnessV1(
      index,
      context.prevouts.map((prevout) => prevout.script),
      hashType,
      context.prevouts.map((prevout) => prevout.value),
    )
  } catch {
    // SIGHASH_SINGLE without a matching output has no BIP341 digest.
    return mandatory(SCRIPT_ERROR.schnorrSigHashType)
  }
  try {
    if (schnorr.verify(signature.subarray(0, 64), digest, outputKey)) return undefined
  } catch {
    // An output key that is not on the curve verifies nothing.
  }
  return mandatory(SCRIPT_ERROR.schnorrSig)
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
