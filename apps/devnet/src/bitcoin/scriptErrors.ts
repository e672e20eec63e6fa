// Bitcoin Core's ScriptErrorString texts for the errors the devnet's checks can reach.
export const SCRIPT_ERROR = {
  evalFalse: 'Script evaluated without error but finished with a false/empty top stack element',
  equalVerify: 'Script failed an OP_EQUALVERIFY operation',
  sigDer: 'Non-canonical DER signature',
  sigHighS: 'Non-canonical signature: S value is unnecessarily high',
  sigHashType: 'Signature hash type missing or not understood',
  witnessPubkeyType: 'Using non-compressed keys in segwit',
  witnessProgramMismatch: 'Witness program hash mismatch',
  witnessProgramWitnessEmpty: 'Witness program was passed an empty witness',
  witnessMalleated: 'Witness requires empty scriptSig',
  witnessMalleatedP2sh: 'Witness requires only-redeemscript scriptSig',
  sigPushOnly: 'Only push operators allowed in signatures',
  schnorrSigSize: 'Invalid Schnorr signature size',
  schnorrSigHashType: 'Invalid Schnorr signature hash type',
  schnorrSig: 'Invalid Schnorr signature',
} as const

/**
 * How an input's script check ended: consensus failures (Core's MANDATORY flags) and policy failures (the extra
 * STANDARD flags) are told apart because Core words them differently; `nonstandard` is a spend this devnet does not
 * interpret (Core's AreInputsStandard wording).
 */
export type ScriptCheckFailure =
  | { kind: 'mandatory'; error: string }
  | { kind: 'non-mandatory'; error: string }
  | { kind: 'nonstandard' }
