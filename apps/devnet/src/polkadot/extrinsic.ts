// A signed v4 extrinsic of Polkadot's runtime (the devnet's metadata), decoded as far as the devnet applies it:
// balances.transferKeepAlive and balances.transferAllowDeath.
import { concatBytes } from '@noble/hashes/utils'
import { compact, readCompact, readUintLe, uintLe } from './scale.ts'

export type SignatureScheme = 'ed25519' | 'sr25519' | 'ecdsa'

export interface SignedTransfer {
  signer: Uint8Array
  scheme: SignatureScheme
  signature: Uint8Array
  /** The era's raw bytes (0x00 immortal, else two bytes), as they are signed. */
  era: Uint8Array
  nonce: number
  tip: bigint
  /** CheckMetadataHash mode: 0 (no hash) or 1 (a hash in the additional signed data). */
  mode: number
  call: Uint8Array
  dest: Uint8Array
  value: bigint
  keepAlive: boolean
}

/** Polkadot's pallet index of Balances and its call indexes (transfer_allow_death 0, transfer_keep_alive 3). */
export const BALANCES_PALLET = 5
const TRANSFER_ALLOW_DEATH = 0
const TRANSFER_KEEP_ALIVE = 3

const SCHEMES: Record<number, { scheme: SignatureScheme; length: number }> = {
  0: { scheme: 'ed25519', length: 64 },
  1: { scheme: 'sr25519', length: 64 },
  2: { scheme: 'ecdsa', length: 65 },
}

export class ExtrinsicDecodeError extends Error {}

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new ExtrinsicDecodeError('the extrinsic ends too early')
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
  byte(): number {
    return this.take(1)[0] as number
  }
  compact(): bigint {
    const { value, length } = readCompact(this.bytes, this.offset)
    this.offset += length
    return value
  }
  accountId(): Uint8Array {
    // MultiAddress::Id only: the devnet has no indices, raw or address20 accounts.
    if (this.byte() !== 0) throw new ExtrinsicDecodeError('only MultiAddress::Id addresses are supported')
    return this.take(32)
  }
}

/** Decodes a length-prefixed signed v4 extrinsic; throws ExtrinsicDecodeError for anything else. */
export function decodeSignedTransfer(bytes: Uint8Array): SignedTransfer {
  const reader = new Reader(bytes)
  const length = reader.compact()
  if (Number(length) !== bytes.length - reader.offset) throw new ExtrinsicDecodeError('the length prefix is wrong')
  if (reader.byte() !== 0x84) throw new ExtrinsicDecodeError('only signed v4 extrinsics are supported')
  const signer = reader.accountId()
  const kind = SCHEMES[reader.byte()]
  if (!kind) throw new ExtrinsicDecodeError('unknown signature type')
  const signature = reader.take(kind.length)
  const eraStart = reader.offset
  reader.take(reader.bytes[eraStart] === 0 ? 1 : 2)
  const era = bytes.slice(eraStart, reader.offset)
  const nonce = reader.compact()
  if (nonce > 0xffff_ffffn) throw new ExtrinsicDecodeError('the nonce does not fit in a u32')
  const tip = reader.compact()
  const mode = reader.byte()
  if (mode > 1) throw new ExtrinsicDecodeError('unknown CheckMetadataHash mode')
  const callStart = reader.offset
  const pallet = reader.byte()
  const callIndex = reader.byte()
  if (pallet !== BALANCES_PALLET || (callIndex !== TRANSFER_ALLOW_DEATH && callIndex !== TRANSFER_KEEP_ALIVE)) {
    throw new ExtrinsicDecodeError('the devnet applies only balances.transferKeepAlive and transferAllowDeath')
  }
  const dest = reader.accountId()
  const value = reader.compact()
  if (reader.offset !== bytes.length) throw new ExtrinsicDecodeError('bytes left after the call')
  return {
    signer,
    scheme: kind.scheme,
    signature,
    era,
    nonce: Number(nonce),
    tip,
    mode,
    call: bytes.slice(callStart),
    dest,
    value,
    keepAlive: callIndex === TRANSFER_KEEP_ALIVE,
  }
}

/** The block an era's transaction was born at, for a chain at `current` (sp_runtime::generic::Era::birth). */
export function eraBirth(era: Uint8Array, current: number): { birth: number; death: number } | 'immortal' {
  if (era.length === 1) return 'immortal'
  const encoded = Number(readUintLe(era, 0, 2))
  const period = 2 ** ((encoded % (1 << 4)) + 1)
  const quantizeFactor = Math.max(period >> 12, 1)
  const phase = (encoded >> 4) * quantizeFactor
  if (period < 4 || phase >= period) throw new ExtrinsicDecodeError('invalid era')
  const birth = Math.floor((Math.max(current, phase) - phase) / period) * period + phase
  return { birth, death: birth + period }
}

/**
 * The bytes the signer signed: call ++ extra (era, nonce, tip, mode) ++ additional signed (spec version,
 * transaction version, genesis hash, the era's block hash, the metadata hash option), hashed with blake2b-256 by
 * the caller when longer than 256 bytes.
 */
export function signingPayload(
  transfer: SignedTransfer,
  context: { specVersion: number; transactionVersion: number; genesisHash: Uint8Array; eraBlockHash: Uint8Array },
): Uint8Array {
  return concatBytes(
    transfer.call,
    transfer.era,
    compact(transfer.nonce),
    compact(transfer.tip),
    Uint8Array.of(transfer.mode),
    uintLe(context.specVersion, 4),
    uintLe(context.transactionVersion, 4),
    context.genesisHash,
    context.eraBlockHash,
    // Mode 1 would sign Some(metadata hash); the devnet has no merkleized metadata hash to compare with.
    Uint8Array.of(0),
  )
}
