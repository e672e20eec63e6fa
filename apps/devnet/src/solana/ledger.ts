import { EventEmitter } from 'node:events'
import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  createTransactionMessage,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { Clock, FailedTransactionMetadata, type LiteSVM, type SimulatedTransactionInfo } from 'litesvm'
import { SOLANA_DEVNET_GENESIS_HASH } from './accounts.ts'
import { transactionFee } from './fees.ts'
import { SLOTS_PER_EPOCH } from './genesis.ts'
import { internalError, minContextSlotNotReached, SolanaRpcError, signatureVerificationFailure } from './rpcError.ts'
import { type DescribedTransactionError, describeTransactionError, namedTransactionError } from './transactionError.ts'
import {
  balancesOf,
  innerInstructionsOf,
  returnDataOf,
  type TransactionRecord,
  tokenBalancesOf,
} from './transactionRecord.ts'
import { type DecodedTransaction, decodeWireTransaction, hasValidSignatures } from './wireTransaction.ts'

/** A blockhash stays usable for 150 blocks, as on mainnet (MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY = 150n
/** Blockhashes kept for isBlockhashValid and the fee of old messages: two windows. */
const KEPT_BLOCKHASHES = 300

export interface BlockhashEntry {
  blockhash: Blockhash
  slot: bigint
  lastValidBlockHeight: bigint
}

export interface SimulationOutcome {
  err: DescribedTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  returnData: ReturnType<typeof returnDataOf>
  innerInstructions: ReturnType<typeof innerInstructionsOf>
  fee: bigint
  /** Writable accounts after the simulated transaction, for the `accounts` option. */
  postAccounts: ReturnType<SimulatedTransactionInfo['postAccounts']>
}

export interface SubmitOptions {
  skipPreflight?: boolean
  minContextSlot?: bigint
}

interface LedgerEvents {
  slot: [slot: bigint]
  transaction: [record: TransactionRecord]
}

/**
 * The chain around LiteSVM: slots (one block per slot, so block height equals slot), a window of recent
 * blockhashes, the transactions that landed and their statuses. One node and no forks: a transaction that
 * lands is final at once, so every commitment sees the same state.
 */
export class SolanaLedger extends EventEmitter<LedgerEvents> {
  readonly svm: LiteSVM
  readonly genesisHash = SOLANA_DEVNET_GENESIS_HASH
  readonly #faucet: KeyPairSigner
  readonly #records = new Map<string, TransactionRecord>()
  readonly #blockhashes: BlockhashEntry[] = []
  #slot = 0n
  #transactionCount = 0n
  /** Lowest compute-unit price (micro-lamports) per slot that had transactions, with their writable accounts. */
  readonly #fees: { slot: bigint; price: bigint; writable: ReadonlySet<string> }[] = []

  constructor(svm: LiteSVM, faucet: KeyPairSigner) {
    super()
    this.svm = svm
    this.#faucet = faucet
    this.#setClock()
    this.#rememberBlockhash()
  }

  get slot(): bigint {
    return this.#slot
  }

  get blockHeight(): bigint {
    return this.#slot
  }

  get transactionCount(): bigint {
    return this.#transactionCount
  }

  get epoch(): { epoch: bigint; slotIndex: bigint; slotsInEpoch: bigint } {
    return {
      epoch: this.#slot / SLOTS_PER_EPOCH,
      slotIndex: this.#slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
    }
  }

  latestBlockhash(): BlockhashEntry {
    return this.#blockhashes.at(-1)!
  }

  /** The entry of a blockhash still inside its 150-block window. */
  validBlockhash(blockhash: string): BlockhashEntry | undefined {
    const entry = this.#blockhashes.find((candidate) => candidate.blockhash === blockhash)
    return entry && this.blockHeight <= entry.lastValidBlockHeight ? entry : undefined
  }

  /** Closes the current slot: the clock moves on and a new blockhash becomes the latest. */
  advanceSlot(): void {
    this.#slot += 1n
    this.#setClock()
    this.svm.expireBlockhash()
    this.#rememberBlockhash()
    this.emit('slot', this.#slot)
  }

  record(signature: string): TransactionRecord | undefined {
    return this.#records.get(signature)
  }

  records(): IterableIterator<TransactionRecord> {
    return this.#records.values()
  }

  /** Per-slot minimum compute-unit prices of recent slots, filtered to transactions writing any of `accounts`. */
  prioritizationFees(accounts: readonly string[]): { slot: bigint; prioritizationFee: bigint }[] {
    const bySlot = new Map<bigint, bigint>()
    for (const { slot, price, writable } of this.#fees) {
      if (slot + BLOCKHASH_VALIDITY < this.#slot) continue
      if (accounts.length > 0 && !accounts.some((account) => writable.has(account))) continue
      const known = bySlot.get(slot)
      bySlot.set(slot, known === undefined || price < known ? price : known)
    }
    return [...bySlot].map(([slot, prioritizationFee]) => ({ slot, prioritizationFee }))
  }

  /**
   * sendTransaction: with preflight, refuses what a validator's preflight refuses (bad signatures, stale
   * blockhash, duplicates, failing simulation) with its error; without, a transaction that cannot load is
   * dropped (its status stays null), and one that fails executing lands with its error and pays its fee.
   */
  async submit(decoded: DecodedTransaction, options: SubmitOptions = {}): Promise<string> {
    if (options.minContextSlot !== undefined && options.minContextSlot > this.#slot) {
      throw minContextSlotNotReached(this.#slot)
    }
    if (!options.skipPreflight) {
      if (!(await hasValidSignatures(decoded))) throw signatureVerificationFailure()
      const preflight = this.simulate(decoded)
      if (preflight.err) throw preflightFailure(preflight)
    }
    this.#land(decoded)
    return decoded.signature
  }

  /** Runs a transaction against the current state without keeping anything. */
  simulate(decoded: DecodedTransaction, options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {}) {
    const fee = transactionFee(decoded.message)
    const refused = this.#loadError(decoded, options.replaceRecentBlockhash ?? false)
    if (refused) return emptyOutcome(refused, fee)
    const sigverify = options.sigVerify ?? false
    this.svm.withSigverify(sigverify)
    try {
      const result = this.svm.simulateTransaction(decoded.transaction)
      const meta = result.meta()
      return {
        err: result instanceof FailedTransactionMetadata ? describeTransactionError(result.err()) : null,
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        returnData: returnDataOf(meta),
        innerInstructions: innerInstructionsOf(meta),
        fee,
        postAccounts: result instanceof FailedTransactionMetadata ? [] : result.postAccounts(),
      } satisfies SimulationOutcome
    } catch {
      // kit refuses to hand LiteSVM a transaction with a missing signature when sigverify is on.
      return emptyOutcome(namedTransactionError('SignatureFailure'), fee)
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /** requestAirdrop: a real transfer from the faucet, landed like any other transaction. */
  async airdrop(to: Address, amount: bigint): Promise<string> {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(this.#faucet, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(this.latestBlockhash(), draft),
      (draft) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: this.#faucet, destination: to, amount }),
          draft,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const decoded = decodeWireTransaction(new Uint8Array(getTransactionEncoder().encode(signed)))
    const preflight = this.simulate(decoded)
    if (preflight.err) throw internalError()
    this.#land(decoded)
    return decoded.signature
  }

  #loadError(decoded: DecodedTransaction, anyBlockhash: boolean): DescribedTransactionError | undefined {
    if (this.#records.has(decoded.signature)) return namedTransactionError('AlreadyProcessed')
    if (!anyBlockhash && !this.validBlockhash(decoded.message.lifetimeToken)) {
      return namedTransactionError('BlockhashNotFound')
    }
    return undefined
  }

  #land(decoded: DecodedTransaction): void {
    if (this.#loadError(decoded, false)) return
    const accounts = decoded.message.staticAccounts
    const preBalances = balancesOf(this.svm, accounts)
    const preTokenBalances = tokenBalancesOf(this.svm, accounts)
    let result: ReturnType<LiteSVM['sendTransaction']>
    try {
      result = this.svm.sendTransaction(decoded.transaction)
    } catch {
      return // an unsigned transaction never reaches a leader
    }
    const failed = result instanceof FailedTransactionMetadata
    // A transaction that failed before executing (bad signature, fee payer cannot pay) is dropped, not landed.
    if (failed && this.svm.getTransaction(decoded.signature as Signature) === null) return
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
    const record: TransactionRecord = {
      decoded,
      signature: decoded.signature,
      slot: this.#slot,
      blockTime: Math.floor(Date.now() / 1000),
      err: result instanceof FailedTransactionMetadata ? describeTransactionError(result.err()).json : null,
      fee: transactionFee(decoded.message),
      logs: meta.logs(),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
      preBalances,
      postBalances: balancesOf(this.svm, accounts),
      preTokenBalances,
      postTokenBalances: tokenBalancesOf(this.svm, accounts),
      innerInstructions: innerInstructionsOf(meta),
      returnData: returnDataOf(meta),
    }
    this.#records.set(record.signature, record)
    this.#transactionCount += 1n
    this.#recordFee(decoded)
    this.emit('transaction', record)
    this.advanceSlot()
  }

  #recordFee({ message }: DecodedTransaction): void {
    const { header, staticAccounts } = message
    const writable = new Set(
      staticAccounts.filter((_, index) =>
        index < header.numSignerAccounts
          ? index < header.numSignerAccounts - header.numReadonlySignerAccounts
          : index < staticAccounts.length - header.numReadonlyNonSignerAccounts,
      ),
    )
    const data = message.instructions.find(
      (instruction) =>
        staticAccounts[instruction.programAddressIndex] === 'ComputeBudget111111111111111111111111111111' &&
        instruction.data?.[0] === 3,
    )?.data
    const price = data && data.length >= 9 ? new DataView(data.buffer, data.byteOffset).getBigUint64(1, true) : 0n
    this.#fees.push({ slot: this.#slot, price, writable })
    while (this.#fees.length > 0 && this.#fees[0]!.slot + BLOCKHASH_VALIDITY < this.#slot) this.#fees.shift()
  }

  #setClock(): void {
    const now = BigInt(Math.floor(Date.now() / 1000))
    const { epoch } = this.epoch
    this.svm.setClock(new Clock(this.#slot, now, epoch, epoch + 1n, now))
  }

  #rememberBlockhash(): void {
    this.#blockhashes.push({
      blockhash: this.svm.latestBlockhash() as Blockhash,
      slot: this.#slot,
      lastValidBlockHeight: this.blockHeight + BLOCKHASH_VALIDITY,
    })
    if (this.#blockhashes.length > KEPT_BLOCKHASHES) this.#blockhashes.shift()
  }
}

function emptyOutcome(err: DescribedTransactionError, fee: bigint): SimulationOutcome {
  return { err, logs: [], unitsConsumed: 0n, returnData: null, innerInstructions: [], fee, postAccounts: [] }
}

/** -32002 with the simulation result as data, as Agave's SendTransactionPreflightFailure. */
function preflightFailure(outcome: SimulationOutcome): SolanaRpcError {
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${outcome.err!.message}`, {
    accounts: null,
    err: outcome.err!.json,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: outcome.logs,
    replacementBlockhash: null,
    returnData: outcome.returnData,
    unitsConsumed: Number(outcome.unitsConsumed),
  })
}
