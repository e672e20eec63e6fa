import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  blockhash,
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

type Lifetime = { blockhash: Blockhash; lastValidBlockHeight: bigint }

/** A kit SOL transfer on `lifetime`, its signature slot empty, as wire bytes. */
function transferOn(lifetime: Lifetime, from: string, to: string, lamports: bigint): Uint8Array {
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

/** What a dapp hands a wallet: a kit SOL transfer on a recent blockhash, its signature slot empty, as wire bytes. */
export async function transferWire(rpcUrl: string, from: string, to: string, lamports: bigint): Promise<Uint8Array> {
  const { value: lifetime } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  return transferOn(lifetime, from, to, lamports)
}

/** The same transfer on a made-up blockhash, for tests that only read or sign its bytes. */
export const transferWireOn = (from: string, to: string, lamports: bigint): Uint8Array =>
  transferOn(
    { blockhash: blockhash('8Hr5WbESnKhtPTCX2GP5GbJgMMM495Ruv36UoT2gAUX2'), lastValidBlockHeight: 150n },
    from,
    to,
    lamports,
  )
