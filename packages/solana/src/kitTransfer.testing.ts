import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** What a dapp hands a wallet: a kit SOL transfer on a recent blockhash, its signature slot empty, as wire bytes. */
export async function transferWire(rpcUrl: string, from: string, to: string, lamports: bigint): Promise<Uint8Array> {
  const { value: lifetime } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const payer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports }),
        draft,
      ),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}
