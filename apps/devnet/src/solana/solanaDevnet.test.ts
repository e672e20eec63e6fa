import {
  address,
  appendTransactionMessageInstruction,
  compileTransactionMessage,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  getTransactionEncoder,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  sendAndConfirmTransactionFactory,
  setTransactionMessageComputeUnitLimit,
  setTransactionMessageComputeUnitPrice,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTokenDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_CAIP_ID,
  SOLANA_DEVNET_LAMPORTS_EACH,
  SOLANA_DEVNET_USD,
} from './accounts.ts'
import { type SolanaDevnet, startSolanaDevnet } from './solanaDevnet.ts'
import { devnetSigner, rawRpc, signedTransaction } from './testKit.ts'

let devnet: SolanaDevnet
let rpc: Rpc<SolanaRpcApi>

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  rpc = createSolanaRpc(devnet.rpcUrl)
})
afterAll(async () => {
  await devnet?.stop()
})

// Each test spends from its own devnet account, so the assertions on balances never race.
const SOL = 1_000_000_000n

async function transferFrom(index: number, to: string, amount: bigint) {
  const payer = await devnetSigner(index)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  return signedTransaction(payer, lifetime, [
    getTransferSolInstruction({ source: payer, destination: address(to), amount }),
  ])
}

async function pollStatus(signature: Signature) {
  return expect
    .poll(async () => (await rpc.getSignatureStatuses([signature]).send()).value[0]?.confirmationStatus)
    .toBe('finalized')
}

describe('startSolanaDevnet', () => {
  it('answers its genesis hash, and names itself by it in CAIP-2', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(devnet.genesisHash)
    expect(devnet.caipNetworkId).toBe(SOLANA_DEVNET_CAIP_ID)
  })

  it('funds the devnet accounts with 10,000 SOL at start', async () => {
    const { value } = await rpc.getBalance(address(SOLANA_DEVNET_ACCOUNTS[9]!.address)).send()
    expect(value).toBe(SOLANA_DEVNET_LAMPORTS_EACH)
  })

  it('lands a SOL transfer confirmed through kit sendAndConfirm over its WebSocket', async () => {
    const sendAndConfirm = sendAndConfirmTransactionFactory({
      rpc,
      rpcSubscriptions: createSolanaRpcSubscriptions(devnet.wsUrl),
    })
    const receiver = await generateKeyPairSigner()
    const { transaction } = await transferFrom(1, receiver.address, 2n * SOL)
    await sendAndConfirm(transaction as Parameters<typeof sendAndConfirm>[0], { commitment: 'confirmed' })
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(2n * SOL)
    expect((await rpc.getBalance(address(SOLANA_DEVNET_ACCOUNTS[1]!.address)).send()).value).toBe(
      SOLANA_DEVNET_LAMPORTS_EACH - 2n * SOL - 5000n,
    )
  })

  it('confirms by polling getSignatureStatuses, and getTransaction reads the result', async () => {
    const receiver = await generateKeyPairSigner()
    const { transaction, wire } = await transferFrom(2, receiver.address, SOL)
    const signature = await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
    expect(signature).toBe(getSignatureFromTransaction(transaction))
    await pollStatus(signature)
    const landed = await rpc.getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send()
    const meta = landed?.meta
    expect(meta?.err).toBeNull()
    expect(meta?.fee).toBe(5000n)
    expect((meta?.postBalances[1] ?? 0n) - (meta?.preBalances[1] ?? 0n)).toBe(SOL)
  })

  it('sends an SPL transferChecked that creates the receiver’s associated token account', async () => {
    const sender = await devnetSigner(3)
    const receiver = await generateKeyPairSigner()
    const mint = address(SOLANA_DEVNET_USD.address)
    const [source] = await findAssociatedTokenPda({ owner: sender.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const { wire } = await signedTransaction(sender, lifetime, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: sender, owner: receiver.address, mint }),
      getTransferCheckedInstruction({ source, mint, destination, authority: sender, amount: 12_500_000n, decimals: 6 }),
    ])
    await pollStatus(await rpc.sendTransaction(wire, { encoding: 'base64' }).send())
    const { value } = await rpc.getTokenAccountBalance(destination).send()
    expect(value.uiAmountString).toBe('12.5')
    expect((await rpc.getTokenAccountBalance(source).send()).value.amount).toBe('9987500000')
  })

  it('answers getTokenAccountsByOwner in base64 with what the token program holds', async () => {
    const owner = address(SOLANA_DEVNET_ACCOUNTS[4]!.address)
    const { value } = await rpc
      .getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    const holdings = value.map(({ account }) => {
      const token = getTokenDecoder().decode(getBase64Encoder().encode(account.data[0]))
      return { mint: token.mint, owner: token.owner, amount: token.amount }
    })
    expect(holdings).toEqual(
      expect.arrayContaining([{ mint: SOLANA_DEVNET_USD.address, owner, amount: SOLANA_DEVNET_USD.amountEach }]),
    )
    expect(holdings).toHaveLength(2)
  })

  it('answers getTokenAccountsByOwner in jsonParsed for one mint', async () => {
    const owner = address(SOLANA_DEVNET_ACCOUNTS[5]!.address)
    const { value } = await rpc
      .getTokenAccountsByOwner(owner, { mint: address(SOLANA_DEVNET_USD.address) }, { encoding: 'jsonParsed' })
      .send()
    expect(value.map(({ account }) => account.data.parsed.info.tokenAmount.uiAmountString)).toEqual(['10000'])
  })

  it('charges exactly the fee getFeeForMessage quotes, priority fee included', async () => {
    const payer = await devnetSigner(6)
    const receiver = await generateKeyPairSigner()
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(payer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
      (draft) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: payer, destination: receiver.address, amount: SOL }),
          draft,
        ),
      (draft) => setTransactionMessageComputeUnitPrice(2_000_000n, draft),
      (draft) => setTransactionMessageComputeUnitLimit(7_000, draft),
    )
    const encoded = getBase64Decoder().decode(
      getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
    )
    const { value: quoted } = await rpc.getFeeForMessage(encoded as never).send()
    expect(quoted).toBe(5000n + 14_000n)
    const before = (await rpc.getBalance(payer.address).send()).value
    const { wire } = await signedTransaction(payer, lifetime, message.instructions)
    await pollStatus(await rpc.sendTransaction(wire, { encoding: 'base64' }).send())
    expect(before - (await rpc.getBalance(payer.address).send()).value).toBe(SOL + quoted!)
  })
})

describe('sendTransaction refusals', () => {
  it('refuses a bad signature as a validator does', async () => {
    const { transaction } = await transferFrom(7, SOLANA_DEVNET_ACCOUNTS[0]!.address, SOL)
    const [signer] = Object.keys(transaction.signatures)
    const forged = { ...transaction, signatures: { ...transaction.signatures, [signer!]: new Uint8Array(64).fill(7) } }
    const wire = getBase64Decoder().decode(getTransactionEncoder().encode(forged as typeof transaction))
    const { error } = await rawRpc(devnet.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }])
    expect(error).toEqual({ code: -32003, message: 'Transaction signature verification failure' })
  })

  it('refuses the same transaction twice as already processed', async () => {
    const { wire } = await transferFrom(7, SOLANA_DEVNET_ACCOUNTS[0]!.address, SOL)
    const first = await rawRpc(devnet.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }])
    expect(first.error).toBeUndefined()
    const { error } = await rawRpc(devnet.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }])
    expect(error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed' },
    })
  })

  it('refuses a transfer beyond the balance with the System program’s error and logs', async () => {
    const { wire } = await transferFrom(8, SOLANA_DEVNET_ACCOUNTS[0]!.address, SOLANA_DEVNET_LAMPORTS_EACH * 2n)
    const { error } = await rawRpc(devnet.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }])
    expect(error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    })
    expect((error?.data as { logs: string[] } | undefined)?.logs).toContain(
      // The fee is taken before the instruction runs.
      `Transfer: insufficient lamports ${SOLANA_DEVNET_LAMPORTS_EACH - 5000n}, need ${SOLANA_DEVNET_LAMPORTS_EACH * 2n}`,
    )
  })

  it('lands a failing transaction sent with skipPreflight, with its error, and charges its fee', async () => {
    const payer = SOLANA_DEVNET_ACCOUNTS[8]!.address
    const before = (await rpc.getBalance(address(payer)).send()).value
    const { transaction, wire } = await transferFrom(8, SOLANA_DEVNET_ACCOUNTS[0]!.address, before * 2n)
    await rawRpc(devnet.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', skipPreflight: true }])
    const signature = getSignatureFromTransaction(transaction)
    await expect
      .poll(async () => (await rpc.getSignatureStatuses([signature]).send()).value[0]?.err)
      .toEqual({ InstructionError: [0n, { Custom: 1n }] }) // kit reads every JSON integer as a bigint
    expect((await rpc.getBalance(address(payer)).send()).value).toBe(before - 5000n)
  })

  it('refuses a blockhash older than 150 blocks as not found', async () => {
    const { wire } = await transferFrom(9, SOLANA_DEVNET_ACCOUNTS[0]!.address, SOL)
    for (let i = 0; i < 151; i++) devnet.ledger.advanceSlot()
    const { error } = await rawRpc(devnet.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }])
    expect(error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound' },
    })
  })
})

describe('JSON-RPC envelope', () => {
  const post = async (body: string) =>
    (await fetch(devnet.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()

  it('answers malformed JSON with -32700 Parse error', async () => {
    expect(await post('{"jsonrpc":"2.0",')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    })
  })

  it('answers an unknown method with -32601 Method not found', async () => {
    expect(await post('{"jsonrpc":"2.0","id":7,"method":"getEverything"}')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found' },
      id: 7,
    })
  })

  it('answers a batch in order, each with its own id', async () => {
    const answers = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
        { jsonrpc: '2.0', id: 'b', method: 'getBalance', params: ['not-a-key'] },
      ]),
    )
    expect(answers).toEqual([
      { jsonrpc: '2.0', result: 'ok', id: 'a' },
      { jsonrpc: '2.0', error: { code: -32602, message: 'Invalid param: Invalid' }, id: 'b' },
    ])
  })
})

describe('startSolanaDevnet on a taken port', () => {
  it('fails naming the address it could not listen on', async () => {
    await expect(startSolanaDevnet({ port: Number(new URL(devnet.rpcUrl).port) })).rejects.toThrow(
      /Solana devnet could not listen on 127\.0\.0\.1:\d+: EADDRINUSE/,
    )
  })
})

describe('stop', () => {
  it('closes the RPC port', async () => {
    const stopped = await startSolanaDevnet({ port: 0 })
    await stopped.stop()
    await expect(rawRpc(stopped.rpcUrl, 'getHealth')).rejects.toThrow()
  })
})
