// author_submitExtrinsic: the checks a transaction pool runs before it accepts a transfer (signature, era,
// nonce, fees), then the transfer's effect on System.Account, landed in a new block at once (instant seal).
import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { blake2b } from '@noble/hashes/blake2b'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { verify as sr25519Verify } from '@scure/sr25519'
import type { Block, PolkadotChain } from './chain.ts'
import {
  decodeSignedTransfer,
  ExtrinsicDecodeError,
  eraBirth,
  type SignedTransfer,
  signingPayload,
} from './extrinsic.ts'
import { POLKADOT_DEVNET_EXISTENTIAL_DEPOSIT } from './network.ts'
import { PolkadotRpcError } from './rpcError.ts'
import { RUNTIME_VERSION } from './runtime.ts'
import { endowedAccount } from './systemAccount.ts'

/** A flat fee for every transfer (about what a Polkadot transfer costs), plus the tip. */
export const TRANSFER_FEE = 159_000_000n

/** sc-transaction-pool's error: code 1010, message 'Invalid Transaction', the reason as data. */
const invalidTransaction = (reason: string) => new PolkadotRpcError(1010, 'Invalid Transaction', reason)

const blake2_256 = (bytes: Uint8Array) => blake2b(bytes, { dkLen: 32 })

function signatureMatches(transfer: SignedTransfer, payload: Uint8Array): boolean {
  const message = payload.length > 256 ? blake2_256(payload) : payload
  try {
    if (transfer.scheme === 'sr25519') return sr25519Verify(message, transfer.signature, transfer.signer)
    if (transfer.scheme === 'ed25519') return ed25519.verify(transfer.signature, message, transfer.signer)
    const recovery = transfer.signature[64] ?? 0
    const publicKey = secp256k1.Signature.fromBytes(transfer.signature.subarray(0, 64), 'compact')
      .addRecoveryBit(recovery > 26 ? recovery - 27 : recovery)
      .recoverPublicKey(blake2_256(message))
      .toBytes(true)
    return bytesToHex(blake2_256(publicKey)) === bytesToHex(transfer.signer)
  } catch {
    return false
  }
}

function eraBlock(chain: PolkadotChain, transfer: SignedTransfer): Block {
  const era = eraBirth(transfer.era, chain.best.header.number)
  if (era === 'immortal') return chain.genesis
  const birthBlock = chain.blockAt(era.birth)
  if (!birthBlock || chain.best.header.number >= era.death) {
    throw invalidTransaction('Transaction has an ancient birth block')
  }
  return birthBlock
}

/** Checks and applies a signed transfer; answers the extrinsic's hash, as a node does. */
export function submitExtrinsic(chain: PolkadotChain, hex: string): string {
  const bytes = hexToBytes(hex.slice(2))
  let transfer: SignedTransfer
  try {
    transfer = decodeSignedTransfer(bytes)
  } catch (error) {
    if (error instanceof ExtrinsicDecodeError) throw invalidTransaction(`Could not decode: ${error.message}`)
    throw invalidTransaction('Could not decode the extrinsic')
  }
  const payload = signingPayload(transfer, {
    specVersion: RUNTIME_VERSION.specVersion,
    transactionVersion: RUNTIME_VERSION.transactionVersion,
    genesisHash: hexToBytes(chain.genesis.hash.slice(2)),
    eraBlockHash: hexToBytes(eraBlock(chain, transfer).hash.slice(2)),
  })
  if (!signatureMatches(transfer, payload)) throw invalidTransaction('Transaction has a bad signature')

  const sender = chain.pendingAccount(transfer.signer)
  if (!sender) throw invalidTransaction('Inability to pay some fees (e.g. account balance too low)')
  if (transfer.nonce < sender.nonce) throw invalidTransaction('Transaction is outdated')
  if (transfer.nonce > sender.nonce) throw invalidTransaction('Transaction will be valid in the future')
  const fee = TRANSFER_FEE + transfer.tip
  if (sender.free - sender.frozen < fee)
    throw invalidTransaction('Inability to pay some fees (e.g. account balance too low)')
  const left = sender.free - fee - transfer.value
  // A runtime would charge the fee and fail the call in the block (ExtrinsicFailed); without events to report
  // that, the devnet refuses such a transfer up front.
  if (left < sender.frozen) throw invalidTransaction('Dispatch would fail: Token(FundsUnavailable)')
  if (transfer.keepAlive && left < POLKADOT_DEVNET_EXISTENTIAL_DEPOSIT) {
    throw invalidTransaction('Dispatch would fail: Token(NotExpendable)')
  }
  const self = bytesToHex(transfer.signer) === bytesToHex(transfer.dest)
  const receiver = self ? undefined : chain.pendingAccount(transfer.dest)
  if (!self && !receiver && transfer.value < POLKADOT_DEVNET_EXISTENTIAL_DEPOSIT) {
    throw invalidTransaction('Dispatch would fail: Token(BelowMinimum)')
  }

  const senderFree = self ? sender.free - fee : left
  chain.setAccount(transfer.signer, { ...sender, nonce: sender.nonce + 1, free: senderFree })
  if (!self) {
    const base = receiver ?? endowedAccount(0n)
    chain.setAccount(transfer.dest, { ...base, free: base.free + transfer.value })
  }
  chain.includeExtrinsic(hex.toLowerCase())
  return `0x${bytesToHex(blake2_256(bytes))}`
}
