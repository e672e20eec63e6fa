import { getBase64Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { transactionFee } from '../fees.ts'
import { arrayAt, configAt, limitList, pubkey, requireArity, stringAt, u64At } from '../params.ts'
import { invalidParam } from '../rpcError.ts'
import type { LandableMessage } from '../wireTransaction.ts'
import { API_VERSION, checkMinContextSlot, contextual, type Handler } from './context.ts'

/** Agave's FEATURE_SET id is a hash of its active features; this node reports a fixed stand-in. */
const FEATURE_SET = 3_294_202_862

const slotLike =
  (read: (ledger: Parameters<Handler>[1]) => bigint): Handler =>
  (params, ledger) => {
    requireArity(params, 0, 1)
    checkMinContextSlot(ledger, configAt(params, 0))
    return read(ledger)
  }

export const clusterMethods: Record<string, Handler> = {
  getHealth: (params) => {
    requireArity(params, 0, 0)
    return 'ok'
  },
  getVersion: (params) => {
    requireArity(params, 0, 0)
    return { 'solana-core': API_VERSION, 'feature-set': FEATURE_SET }
  },
  getGenesisHash: (params, ledger) => {
    requireArity(params, 0, 0)
    return ledger.genesisHash
  },
  getSlot: slotLike((ledger) => ledger.slot),
  getBlockHeight: slotLike((ledger) => ledger.blockHeight),
  getTransactionCount: slotLike((ledger) => ledger.transactionCount),
  getEpochInfo: (params, ledger) => {
    requireArity(params, 0, 1)
    checkMinContextSlot(ledger, configAt(params, 0))
    const { epoch, slotIndex, slotsInEpoch } = ledger.epoch
    return {
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch,
      slotIndex,
      slotsInEpoch,
      transactionCount: ledger.transactionCount,
    }
  },
  getEpochSchedule: (params, ledger) => {
    requireArity(params, 0, 0)
    const { slotsInEpoch } = ledger.epoch
    return {
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: slotsInEpoch,
      slotsPerEpoch: slotsInEpoch,
      warmup: false,
    }
  },
  getLatestBlockhash: (params, ledger) => {
    requireArity(params, 0, 1)
    checkMinContextSlot(ledger, configAt(params, 0))
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
    return contextual(ledger, { blockhash, lastValidBlockHeight })
  },
  isBlockhashValid: (params, ledger) => {
    requireArity(params, 1, 2)
    const blockhash = stringAt(params, 0)
    pubkey(blockhash) // a hash has a key's shape: 32 bytes in base58
    checkMinContextSlot(ledger, configAt(params, 1))
    return contextual(ledger, ledger.validBlockhash(blockhash) !== undefined)
  },
  getFeeForMessage: (params, ledger) => {
    requireArity(params, 1, 2)
    const encoded = stringAt(params, 0)
    checkMinContextSlot(ledger, configAt(params, 1))
    let message: LandableMessage
    try {
      const decoded = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(encoded))
      if (decoded.version !== 'legacy' && decoded.version !== 0) throw new Error('unsupported version')
      message = decoded as LandableMessage
    } catch (error) {
      throw invalidParam(
        `failed to deserialize solana_message::versions::VersionedMessage: ${(error as Error).message}`,
      )
    }
    // As on a validator, a message whose blockhash expired has no fee: it could not land.
    return contextual(ledger, ledger.validBlockhash(message.lifetimeToken) ? transactionFee(message) : null)
  },
  getMinimumBalanceForRentExemption: (params, ledger) => {
    requireArity(params, 1, 2)
    return ledger.svm.minimumBalanceForRentExemption(u64At(params, 0))
  },
  getRecentPrioritizationFees: (params, ledger) => {
    requireArity(params, 0, 1)
    const accounts = params[0] === undefined || params[0] === null ? [] : arrayAt(params, 0).map(pubkey)
    limitList(accounts, 128)
    return ledger.prioritizationFees(accounts)
  },
}
