import { type SolanaDevnet, startSolanaDevnet } from '@foyer/devnet/solana'
import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet/solana/accounts'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaRequests } from './solanaRequests.ts'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

// Accounts 4 and 5 sign here; 9 receives.
const signer = SOLANA_DEVNET_ACCOUNTS[4]!
const other = SOLANA_DEVNET_ACCOUNTS[5]!
const receiver = SOLANA_DEVNET_ACCOUNTS[9]!.address

const requests = () =>
  createSolanaRequests({
    secretKeys: [signer.secretKey],
    chains: [{ caipNetworkId: devnet.caipNetworkId, rpcUrl: devnet.rpcUrl }],
  })

/** A dapp's SOL transfer from `from`, its signature slot empty, in base64 as WalletConnect carries it. */
async function transfer(from: string, lamports: bigint): Promise<string> {
  const { value: lifetime } = await createSolanaRpc(devnet.rpcUrl).getLatestBlockhash().send()
  const payer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: address(receiver), amount: lamports }),
        draft,
      ),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}

const lamportsOf = async (account: string) =>
  (await createSolanaRpc(devnet.rpcUrl).getBalance(address(account), { commitment: 'confirmed' }).send()).value

const verify = async (account: string, signature: string, bytes: Uint8Array) =>
  verifySignature(
    await getPublicKeyFromAddress(address(account)),
    getBase58Encoder().encode(signature) as SignatureBytes,
    bytes,
  )

describe('the WalletConnect test wallet’s Solana requests', () => {
  it('signs a base58 message with the account’s ed25519 key', async () => {
    const message = new TextEncoder().encode('gm from WalletConnect')
    const { signature } = (await requests().handle(
      'solana_signMessage',
      { message: getBase58Decoder().decode(message), pubkey: signer.address },
      devnet.caipNetworkId,
    )) as { signature: string }
    expect(await verify(signer.address, signature, message)).toBe(true)
  })

  it('answers solana_signTransaction with the signed transaction and its signature', async () => {
    const { signature, transaction } = (await requests().handle(
      'solana_signTransaction',
      { transaction: await transfer(signer.address, 1_000n) },
      devnet.caipNetworkId,
    )) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    expect(getBase58Decoder().decode(signed.signatures[address(signer.address)]!)).toBe(signature)
    expect(await verify(signer.address, signature, Uint8Array.from(signed.messageBytes))).toBe(true)
  })

  it('signs every transaction of solana_signAllTransactions', async () => {
    const batch = [await transfer(signer.address, 1_000n), await transfer(signer.address, 2_000n)]
    const { transactions } = (await requests().handle(
      'solana_signAllTransactions',
      { transactions: batch },
      devnet.caipNetworkId,
    )) as { transactions: string[] }
    const signatures = transactions.map(
      (wire) => getTransactionDecoder().decode(getBase64Encoder().encode(wire)).signatures[address(signer.address)],
    )
    expect(signatures.every((signature) => signature instanceof Uint8Array)).toBe(true)
  })

  it('signs and sends a transfer that lands on the local chain', async () => {
    const before = await lamportsOf(receiver)
    const { signature } = (await requests().handle(
      'solana_signAndSendTransaction',
      { transaction: await transfer(signer.address, 12_345n), sendOptions: { skipPreflight: false } },
      devnet.caipNetworkId,
    )) as { signature: string }
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(await lamportsOf(receiver)).toBe(before + 12_345n)
  })

  it('refuses to sign for a key it does not hold (4100)', async () => {
    await expect(
      requests().handle(
        'solana_signTransaction',
        { transaction: await transfer(other.address, 1n) },
        devnet.caipNetworkId,
      ),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('refuses a transaction that does not decode (-32602)', async () => {
    await expect(
      requests().handle('solana_signTransaction', { transaction: 'AAAA' }, devnet.caipNetworkId),
    ).rejects.toMatchObject({ code: -32602, message: 'The transaction could not be decoded' })
  })

  it('refuses params that are not an object (-32602)', async () => {
    await expect(requests().handle('solana_signMessage', ['hi'], devnet.caipNetworkId)).rejects.toMatchObject({
      code: -32602,
      message: 'The params must be an object',
    })
  })

  it('refuses a chain it does not know (-32602)', async () => {
    const wallet = requests()
    await expect(
      wallet.handle('solana_getAccounts', {}, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'The wallet does not know the chain solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('lists its accounts for solana_getAccounts', async () => {
    expect(await requests().handle('solana_getAccounts', {}, devnet.caipNetworkId)).toEqual([
      { pubkey: signer.address },
    ])
  })
})
