import { sha256d } from './hashes.ts'
import { merkleRoot } from './merkle.ts'
import { type ChainTx, decodeTx, encodeTx } from './transaction.ts'

const COIN = 100_000_000n

/** Regtest's nSubsidyHalvingInterval. */
export const REGTEST_HALVING_INTERVAL = 150

/** Confirmations a coinbase output needs before it can be spent (COINBASE_MATURITY). */
export const COINBASE_MATURITY = 100

export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / REGTEST_HALVING_INTERVAL)
  return halvings >= 64 ? 0n : (50n * COIN) >> BigInt(halvings)
}

/** CScriptNum serialization: minimal little-endian with a sign bit, as `CScript() << n` pushes it. */
function scriptNum(value: number): Uint8Array {
  const bytes: number[] = []
  let rest = value
  while (rest > 0) {
    bytes.push(rest & 0xff)
    rest = Math.floor(rest / 256)
  }
  if ((bytes[bytes.length - 1] ?? 0) & 0x80) bytes.push(0)
  return Uint8Array.from(bytes)
}

/** BIP34: the coinbase scriptSig starts with the height; Core's miner then adds OP_0 (scriptSig is 2–100 bytes). */
export function coinbaseScriptSig(height: number): Uint8Array {
  if (height >= 1 && height <= 16) return Uint8Array.from([0x50 + height, 0x00])
  const number = scriptNum(height)
  return Uint8Array.from([number.length, ...number, 0x00])
}

const WITNESS_RESERVED_VALUE = new Uint8Array(32)

/** BIP141's commitment output: OP_RETURN of aa21a9ed ‖ hash256(witness merkle root ‖ reserved value). */
export function witnessCommitmentScript(transactions: readonly ChainTx[]): Uint8Array {
  const root = merkleRoot([new Uint8Array(32), ...transactions.map((tx) => tx.witnessHash)])
  const commitment = sha256d(Uint8Array.from([...root, ...WITNESS_RESERVED_VALUE]))
  return Uint8Array.from([0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed, ...commitment])
}

/** The coinbase of a block at `height` paying subsidy and fees to `payoutScript`, committing to `transactions`. */
export function buildCoinbase(
  height: number,
  payoutScript: Uint8Array,
  fees: bigint,
  transactions: readonly ChainTx[],
): ChainTx {
  return decodeTx(
    encodeTx({
      version: 2,
      lockTime: 0,
      inputs: [
        {
          txid: '0'.repeat(64),
          vout: 0xffffffff,
          scriptSig: coinbaseScriptSig(height),
          sequence: 0xffffffff,
          witness: [WITNESS_RESERVED_VALUE],
        },
      ],
      outputs: [
        { value: blockSubsidy(height) + fees, script: payoutScript },
        { value: 0n, script: witnessCommitmentScript(transactions) },
      ],
    }),
  )
}
