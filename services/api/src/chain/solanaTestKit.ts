import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

// Test-only helpers for the Solana suites: real transactions on the local Solana devnet, signed with kit the
// way a dapp signs them, each waited for until the node reports it landed.

export const devnetSolanaSigner = (index: number): Promise<KeyPairSigner> =>
  createKeyPairSignerFromBytes(getBase58Encoder().encode(SOLANA_DEVNET_ACCOUNTS[index]!.secretKey))

/** The 32-byte ed25519 seed of a devnet account (the first half of its base58 keypair). */
export const devnetSolanaSeed = (index: number): Uint8Array =>
  new Uint8Array(getBase58Encoder().encode(SOLANA_DEVNET_ACCOUNTS[index]!.secretKey)).slice(0, 32)

/** A fresh account nobody has used, so what the API reads for it is only what a test sent. */
export const freshSolanaAccount = (): Promise<KeyPairSigner> => generateKeyPairSigner()

/** Signs `instructions` paid by `payer`, sends them and resolves once the node reports the transaction landed. */
export async function sendSolanaInstructions(
  rpcUrl: string,
  payer: KeyPairSigner,
  instructions: readonly Instruction[],
): Promise<Signature> {
  const rpc = createSolanaRpc(rpcUrl)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  // Every signer an instruction names (a new mint account) signs too.
  const signed = await signTransactionMessageWithSigners(message)
  const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    const status = value[0]
    if (status?.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return signature
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Sends lamports from a devnet account. */
export async function sendSol(rpcUrl: string, fromIndex: number, to: string, lamports: bigint): Promise<Signature> {
  const payer = await devnetSolanaSigner(fromIndex)
  return sendSolanaInstructions(rpcUrl, payer, [
    getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports }),
  ])
}

/** transferChecked of an SPL token from a devnet account, creating the receiver's associated account if missing. */
export async function sendSplToken(
  rpcUrl: string,
  fromIndex: number,
  to: string,
  token: { mint: string; decimals: number; amount: bigint },
): Promise<Signature> {
  const sender = await devnetSolanaSigner(fromIndex)
  const mint = address(token.mint)
  const ata = (owner: Address) => findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const [[source], [destination]] = await Promise.all([ata(sender.address), ata(address(to))])
  return sendSolanaInstructions(rpcUrl, sender, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: sender, owner: address(to), mint }),
    getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority: sender,
      amount: token.amount,
      decimals: token.decimals,
    }),
  ])
}

/** A new SPL mint of `decimals`, paid and owned by a devnet account, with `amount` minted to `holder`. */
export async function createMintWithHolder(
  rpcUrl: string,
  payerIndex: number,
  decimals: number,
  holder: string,
  amount: bigint,
): Promise<string> {
  const payer = await devnetSolanaSigner(payerIndex)
  const mint = await generateKeyPairSigner()
  const rpc = createSolanaRpc(rpcUrl)
  const space = BigInt(getMintSize())
  const rent = await rpc.getMinimumBalanceForRentExemption(space).send()
  const [destination] = await findAssociatedTokenPda({
    owner: address(holder),
    mint: mint.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  await sendSolanaInstructions(rpcUrl, payer, [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: rent,
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: payer.address }),
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer,
      owner: address(holder),
      mint: mint.address,
    }),
    getMintToCheckedInstruction({ mint: mint.address, token: destination, mintAuthority: payer, amount, decimals }),
  ])
  return mint.address
}
