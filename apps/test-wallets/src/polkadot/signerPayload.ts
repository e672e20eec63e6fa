// The bytes a Substrate signer signs for an extrinsic, built from polkadot.js's SignerPayloadJSON (what
// `signer.signPayload` and WalletConnect's `polkadot_signTransaction` receive): call ++ each signed extension's
// extra data ++ each one's additional signed data, hashed with blake2b-256 when longer than 256 bytes.
import { blake2b } from '@noble/hashes/blake2.js'
import { concatBytes, hexToBytes } from '@noble/hashes/utils.js'

export interface SignerPayloadJson {
  address: string
  blockHash: string
  blockNumber: string
  era: string
  genesisHash: string
  method: string
  nonce: string
  specVersion: string
  tip: string
  transactionVersion: string
  signedExtensions: string[]
  version: number
  mode?: number
  metadataHash?: string | null
  assetId?: string | number | null
  withSignedTransaction?: boolean
}

export class SignerPayloadError extends Error {}

const HEX = /^0x([0-9a-fA-F]{2})*$/

function bytesOf(payload: SignerPayloadJson, field: keyof SignerPayloadJson, length?: number): Uint8Array {
  const value = payload[field]
  if (typeof value !== 'string' || !HEX.test(value)) throw new SignerPayloadError(`${field} must be 0x hex`)
  const bytes = hexToBytes(value.slice(2))
  if (length !== undefined && bytes.length !== length) throw new SignerPayloadError(`${field} must be ${length} bytes`)
  return bytes
}

function integerOf(payload: SignerPayloadJson, field: keyof SignerPayloadJson): bigint {
  const value = payload[field]
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return BigInt(value)
  throw new SignerPayloadError(`${field} must be a non-negative integer`)
}

function u32(value: bigint): Uint8Array {
  if (value > 0xffff_ffffn) throw new SignerPayloadError(`${value} does not fit in a u32`)
  return Uint8Array.of(
    Number(value & 0xffn),
    Number((value >> 8n) & 0xffn),
    Number((value >> 16n) & 0xffn),
    Number(value >> 24n),
  )
}

function compact(value: bigint): Uint8Array {
  if (value < 1n << 6n) return Uint8Array.of(Number(value << 2n))
  if (value < 1n << 14n) {
    const n = Number((value << 2n) | 1n)
    return Uint8Array.of(n & 0xff, n >> 8)
  }
  if (value < 1n << 30n) return u32((value << 2n) | 2n)
  const bytes: number[] = []
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.push(Number(rest & 0xffn))
  return Uint8Array.of(((bytes.length - 4) << 2) | 3, ...bytes)
}

/** Extra (in the extrinsic) and additional signed (only in the payload) bytes of one signed extension. */
function extension(name: string, payload: SignerPayloadJson): { extra: Uint8Array[]; additional: Uint8Array[] } {
  switch (name) {
    case 'CheckNonZeroSender':
    case 'CheckWeight':
    case 'PrevalidateAttests':
    case 'CheckNonKeylessSender':
    case 'CheckWeightReclaim':
    case 'StorageWeightReclaim':
      return { extra: [], additional: [] }
    case 'CheckSpecVersion':
      return { extra: [], additional: [u32(integerOf(payload, 'specVersion'))] }
    case 'CheckTxVersion':
      return { extra: [], additional: [u32(integerOf(payload, 'transactionVersion'))] }
    case 'CheckGenesis':
      return { extra: [], additional: [bytesOf(payload, 'genesisHash', 32)] }
    case 'CheckMortality':
    case 'CheckEra': {
      const era = bytesOf(payload, 'era')
      // An immortal era checks against the genesis hash, a mortal one against its birth block.
      const checkpoint = era.length === 1 && era[0] === 0 ? 'genesisHash' : 'blockHash'
      return { extra: [era], additional: [bytesOf(payload, checkpoint, 32)] }
    }
    case 'CheckNonce':
      return { extra: [compact(integerOf(payload, 'nonce'))], additional: [] }
    case 'ChargeTransactionPayment':
      return { extra: [compact(integerOf(payload, 'tip'))], additional: [] }
    case 'CheckMetadataHash': {
      const mode = payload.mode ?? 0
      if (mode !== 0 && mode !== 1) throw new SignerPayloadError('mode must be 0 or 1')
      const hash = mode === 1 ? bytesOf(payload, 'metadataHash', 32) : undefined
      return {
        extra: [Uint8Array.of(mode)],
        additional: [hash ? concatBytes(Uint8Array.of(1), hash) : Uint8Array.of(0)],
      }
    }
    default:
      throw new SignerPayloadError(`The Dev Wallet does not know the signed extension ${name}`)
  }
}

/** The exact bytes to sign for a SignerPayloadJSON, as polkadot.js's ExtrinsicPayload.toU8a({ method: true }). */
export function signerPayloadBytes(payload: SignerPayloadJson): Uint8Array {
  if (typeof payload !== 'object' || payload === null) throw new SignerPayloadError('The payload must be an object')
  if (!Array.isArray(payload.signedExtensions)) throw new SignerPayloadError('signedExtensions must be a list')
  const parts = payload.signedExtensions.map((name) => extension(String(name), payload))
  const bytes = concatBytes(
    bytesOf(payload, 'method'),
    ...parts.flatMap((part) => part.extra),
    ...parts.flatMap((part) => part.additional),
  )
  return bytes.length > 256 ? blake2b(bytes, { dkLen: 32 }) : bytes
}
