import { Address, OutScript } from '@scure/btc-signer'
import { BITCOIN_REGTEST_NETWORK } from './network.ts'

/** Output script kinds, named as Esplora's `scriptpubkey_type`. */
export type OutputScriptType =
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'p2pk'
  | 'unknown'

export function outputScriptType(script: Uint8Array): OutputScriptType {
  const [first, second] = script
  if (script.length === 25 && first === 0x76 && second === 0xa9 && script[2] === 0x14 && script[23] === 0x88)
    return script[24] === 0xac ? 'p2pkh' : 'unknown'
  if (script.length === 23 && first === 0xa9 && second === 0x14 && script[22] === 0x87) return 'p2sh'
  if (script.length === 22 && first === 0x00 && second === 0x14) return 'v0_p2wpkh'
  if (script.length === 34 && first === 0x00 && second === 0x20) return 'v0_p2wsh'
  if (script.length === 34 && first === 0x51 && second === 0x20) return 'v1_p2tr'
  if (first === 0x6a) return 'op_return'
  if ((script.length === 35 && first === 33) || (script.length === 67 && first === 65))
    return script[script.length - 1] === 0xac ? 'p2pk' : 'unknown'
  return 'unknown'
}

/** Whether the output is a witness program (v0 or v1), which prices its dust threshold lower. */
export function isWitnessProgram(script: Uint8Array): boolean {
  const type = outputScriptType(script)
  return type === 'v0_p2wpkh' || type === 'v0_p2wsh' || type === 'v1_p2tr'
}

const regtestAddress = Address(BITCOIN_REGTEST_NETWORK)

/** The regtest address of an output script, or undefined when it has none (OP_RETURN, bare keys, unknown). */
export function scriptAddress(script: Uint8Array): string | undefined {
  const type = outputScriptType(script)
  if (type === 'op_return' || type === 'p2pk' || type === 'unknown') return undefined
  return regtestAddress.encode(OutScript.decode(script))
}

/** The output script a regtest address pays to, or undefined for anything that is not a regtest address. */
export function addressScript(address: string): Uint8Array | undefined {
  try {
    return OutScript.encode(regtestAddress.decode(address))
  } catch {
    return undefined
  }
}
