import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import { ed25519 } from '@noble/curves/ed25519'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createKeyPairSignerFromBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEntropy, deriveWalletKeys } from '../custody/walletKeys.ts'
import type { JsonRpc } from './jsonRpc.ts'
import { createSolanaSigner } from './solanaSigner.ts'

let devnet: SolanaDevnet
let rpc: JsonRpc
const keys = deriveWalletKeys(createEntropy())
const signer = createSolanaSigner(keys.solana)
const receiver = SOLANA_DEVNET_ACCOUNTS[9]!.address
const payer = SOLANA_DEVNET_ACCOUNTS[4]!

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  rpc = {
    async request(method, params) {
      const response = await fetch(devnet.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
      return body.result
    },
  }
  await rpc.request('requestAirdrop', [signer.address, 1_000_000_000])
})
afterAll(async () => {
  await devnet?.stop()
})

const solanaRpc = () => createSolanaRpc(devnet.rpcUrl)
const lamportsOf = async (account: string) =>
  (await solanaRpc().getBalance(address(account), { commitment: 'confirmed' }).send()).value

/** A dapp's SOL transfer from `from`, paid by `feePayer`, its signature slots empty, base64 as the app sends it. */
async function transfer(from: TransactionSigner, lamports: bigint, feePayer: TransactionSigner = from) {
  const { value: lifetime } = await solanaRpc().getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: from, destination: address(receiver), amount: lamports }),
        draft,
      ),
  )
  return compileTransaction(message)
}
const wire = (transaction: Parameters<ReturnType<typeof getTransactionEncoder>['encode']>[0]) =>
  getBase64Decoder().decode(getTransactionEncoder().encode(transaction))
const own = () => createNoopSigner(address(signer.address))

describe('Solana signer', () => {
  it('signs a base58 message that verifies with its public key', async () => {
    const message = new TextEncoder().encode('Sign in to Foyer')
    const { signature } = await signer.signMessage({
      message: getBase58Decoder().decode(message),
      pubkey: signer.address,
    })
    expect(ed25519.verify(Uint8Array.from(getBase58Encoder().encode(signature)), message, keys.solana.publicKey)).toBe(
      true,
    )
  })

  it("refuses to sign a message for another account with 'Action not allowed'", async () => {
    await expect(signer.signMessage({ message: 'abc', pubkey: receiver })).rejects.toThrow('Action not allowed')
  })

  it('refuses to sign, as a message, transaction bytes that name it as a signer', async () => {
    const transaction = await transfer(own(), 1n)
    await expect(
      signer.signMessage({ message: getBase58Decoder().decode(transaction.messageBytes), pubkey: signer.address }),
    ).rejects.toThrow('Action not allowed')
  })

  it("fills its own signature slot of a transaction another account pays for, leaving the payer's", async () => {
    const payerSigner = await createKeyPairSignerFromBytes(getBase58Encoder().encode(payer.secretKey))
    const unsigned = await transfer(own(), 5_000n, payerSigner)
    const { transaction, signature } = await signer.signTransaction({ transaction: wire(unsigned) })
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    expect(Object.keys(signed.signatures)).toEqual([payer.address, signer.address])
    expect(signed.signatures[address(payer.address)]).toBeNull()
    const mine = signed.signatures[address(signer.address)]!
    expect(getBase58Decoder().decode(mine)).toBe(signature)
    expect(ed25519.verify(mine, Uint8Array.from(signed.messageBytes), keys.solana.publicKey)).toBe(true)
  })

  it('signs a transaction the payer then completes, and it lands on the local chain', async () => {
    const payerSigner = await createKeyPairSignerFromBytes(getBase58Encoder().encode(payer.secretKey))
    const before = await lamportsOf(receiver)
    const { transaction } = await signer.signTransaction({
      transaction: wire(await transfer(own(), 7_000n, payerSigner)),
    })
    const complete = await partiallySignTransaction(
      [payerSigner.keyPair],
      getTransactionDecoder().decode(getBase64Encoder().encode(transaction)),
    )
    await rpc.request('sendTransaction', [wire(complete), { encoding: 'base64' }])
    await expect.poll(() => lamportsOf(receiver)).toBe(before + 7_000n)
  })

  it('signs and sends a transfer it pays for, which lands on the local chain', async () => {
    const before = await lamportsOf(receiver)
    const { signature } = await signer.signAndSendTransaction(
      { transaction: wire(await transfer(own(), 12_345n)) },
      rpc,
    )
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    await expect.poll(() => lamportsOf(receiver)).toBe(before + 12_345n)
  })

  it("refuses a transaction it is not a required signer of with 'Action not allowed'", async () => {
    const payerSigner = createNoopSigner(address(payer.address))
    await expect(signer.signTransaction({ transaction: wire(await transfer(payerSigner, 1n)) })).rejects.toThrow(
      'Action not allowed',
    )
  })

  it('signs every transaction of a batch, or none when one does not name it as a signer', async () => {
    const batch = [wire(await transfer(own(), 1n)), wire(await transfer(own(), 2n))]
    const { transactions } = await signer.signAllTransactions({ transactions: batch })
    for (const signed of transactions.map((text) => getTransactionDecoder().decode(getBase64Encoder().encode(text)))) {
      const mine = signed.signatures[address(signer.address)]!
      expect(ed25519.verify(mine, Uint8Array.from(signed.messageBytes), keys.solana.publicKey)).toBe(true)
    }
    const foreign = wire(await transfer(createNoopSigner(address(payer.address)), 1n))
    await expect(signer.signAllTransactions({ transactions: [batch[0]!, foreign] })).rejects.toThrow(
      'Action not allowed',
    )
  })

  it('refuses bytes that are not a Solana transaction', async () => {
    await expect(signer.signTransaction({ transaction: 'aGVsbG8=' })).rejects.toThrow(
      'Invalid transaction: not a Solana transaction',
    )
  })
})
