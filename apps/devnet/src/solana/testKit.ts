import {
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { SOLANA_DEVNET_ACCOUNTS } from './accounts.ts'

// Helpers for tests that drive the devnet the way a dapp does: kit signers, kit messages, raw JSON-RPC.

export const devnetSigner = (index: number): Promise<KeyPairSigner> =>
  createKeyPairSignerFromBytes(getBase58Encoder().encode(SOLANA_DEVNET_ACCOUNTS[index]!.secretKey))

export async function signedTransaction(
  payer: KeyPairSigner,
  lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  instructions: readonly Instruction[],
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  return { transaction, wire: getBase64EncodedWireTransaction(transaction) }
}

/** One raw JSON-RPC call, answering the whole response so tests can read validator-shaped errors. */
export async function rawRpc(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<{ result?: unknown; error?: { code: number; message: string; data?: unknown } }> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return response.json() as Promise<{ result?: unknown; error?: { code: number; message: string; data?: unknown } }>
}
