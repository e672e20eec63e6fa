import type { LandableMessage } from './wireTransaction.ts'

/** Agave's fee schedule, which LiteSVM charges: 5000 lamports a signature plus the prioritization fee. */
export const LAMPORTS_PER_SIGNATURE = 5000n

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** Precompiles whose first data byte counts signatures the fee is charged for. */
const SIGNATURE_PRECOMPILES = new Set([
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
])
/** Builtins not migrated to on-chain programs: the default compute-unit limit reserves 3,000 units for each. */
const BUILTIN_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])
const BUILTIN_DEFAULT_UNITS = 3_000n
const PROGRAM_DEFAULT_UNITS = 200_000n
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n

export interface ComputeBudget {
  /** Micro-lamports per compute unit (SetComputeUnitPrice), 0 when absent. */
  computeUnitPrice: bigint
  computeUnitLimit: bigint
}

/** Reads the compute-budget instructions of a message, with Agave's defaults where they are absent. */
export function computeBudgetOf(message: LandableMessage): ComputeBudget {
  let price = 0n
  let limit: bigint | undefined
  let defaultLimit = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data
    if (program === COMPUTE_BUDGET_PROGRAM && data && data.length > 0) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true))
      if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true)
    }
    defaultLimit +=
      program !== undefined && BUILTIN_PROGRAMS.has(program) ? BUILTIN_DEFAULT_UNITS : PROGRAM_DEFAULT_UNITS
  }
  const computeUnitLimit = limit ?? defaultLimit
  return {
    computeUnitPrice: price,
    computeUnitLimit: computeUnitLimit > MAX_COMPUTE_UNIT_LIMIT ? MAX_COMPUTE_UNIT_LIMIT : computeUnitLimit,
  }
}

/** The fee a validator charges the fee payer for this message, landed or failed. */
export function transactionFee(message: LandableMessage): bigint {
  let signatures = BigInt(message.header.numSignerAccounts)
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    if (program !== undefined && SIGNATURE_PRECOMPILES.has(program)) signatures += BigInt(instruction.data?.[0] ?? 0)
  }
  const { computeUnitPrice, computeUnitLimit } = computeBudgetOf(message)
  const prioritizationFee = (computeUnitPrice * computeUnitLimit + 999_999n) / 1_000_000n
  return signatures * LAMPORTS_PER_SIGNATURE + prioritizationFee
}
