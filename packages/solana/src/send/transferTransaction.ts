import { FoyerError, type TransferRequest } from '@foyer/core'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTokenSize,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { SolanaRpc } from '../solanaRpc.ts'
import { toBigInt } from '../solanaRpc.ts'

export type TransactionVersion = 'legacy' | 0

/** The transfer compiled for the wallet to sign, and the rent it puts aside besides the fee. */
export interface TransferTransaction {
  transaction: Transaction
  /** Lamports a receiver's token account created by the transfer holds for rent (0 when none is created). */
  rent: bigint
}

type AccountInfo = { value: { owner: string } | null }

/** Whether the account exists, and who owns it; its data is not fetched. */
const accountOwner = async (rpc: SolanaRpc, account: Address) =>
  (
    await rpc<AccountInfo>('getAccountInfo', [
      account,
      { encoding: 'base64', dataSlice: { offset: 0, length: 0 }, commitment: 'confirmed' },
    ])
  ).value?.owner

/**
 * SOL: a System Program transfer. SPL: transferChecked between the sender's and the receiver's associated token
 * accounts, the receiver's created first (idempotently, the sender paying its rent) when it does not exist yet.
 */
async function transferInstructions(
  request: TransferRequest,
  rpc: SolanaRpc,
): Promise<{ instructions: Instruction[]; rent: bigint }> {
  const sender = createNoopSigner(address(request.from))
  const receiver = address(request.to)
  if (!request.token) {
    return {
      instructions: [getTransferSolInstruction({ source: sender, destination: receiver, amount: request.amount })],
      rent: 0n,
    }
  }
  const mint = address(request.token.address)
  const mintOwner = await accountOwner(rpc, mint)
  // Token-2022 mints differ in account sizes and may need extra accounts (transfer hooks): not sent here.
  if (mintOwner !== TOKEN_PROGRAM_ADDRESS) {
    throw new FoyerError('DEFAULT', undefined, {
      detail: mintOwner ? `${mint} is not an SPL Token mint` : `${mint} does not exist`,
    })
  }
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: sender.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    findAssociatedTokenPda({ owner: receiver, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ])
  const instructions: Instruction[] = []
  let rent = 0n
  if ((await accountOwner(rpc, destination)) === undefined) {
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner: receiver, mint }),
    )
    rent = toBigInt(
      await rpc<unknown>('getMinimumBalanceForRentExemption', [getTokenSize(), { commitment: 'confirmed' }]),
    )
  }
  instructions.push(
    getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority: sender,
      amount: request.amount,
      decimals: request.token.decimals,
    }),
  )
  return { instructions, rent }
}

/** The transfer as a transaction on a recent blockhash, the sender paying the fee, its signature slot empty. */
export async function transferTransaction(
  request: TransferRequest,
  rpc: SolanaRpc,
  version: TransactionVersion,
): Promise<TransferTransaction> {
  const [{ instructions, rent }, latest] = await Promise.all([
    transferInstructions(request, rpc),
    rpc<{ value: { blockhash: string; lastValidBlockHeight: unknown } }>('getLatestBlockhash', [
      { commitment: 'confirmed' },
    ]),
  ])
  const message = pipe(
    createTransactionMessage({ version }),
    (draft) => setTransactionMessageFeePayerSigner(createNoopSigner(address(request.from)), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash(latest.value.blockhash),
          lastValidBlockHeight: toBigInt(latest.value.lastValidBlockHeight),
        },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return { transaction: compileTransaction(message), rent }
}
