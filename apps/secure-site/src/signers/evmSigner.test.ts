import { type Devnet, startDevnet } from '@foyer/devnet'
import { type Hex, hexToBigInt, parseEther, recoverTypedDataAddress, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FrameRequestError } from '../custody/custodyErrors.ts'
import { createEntropy, deriveWalletKeys } from '../custody/walletKeys.ts'
import { ATOMICITY_UNSUPPORTED, CALLS_STATUS, createEvmSigner, type JsonRpc } from './evmSigner.ts'

let devnet: Devnet
let rpc: JsonRpc
let otherChainRpc: JsonRpc
const CHAIN_ID = 31337

function httpRpc(url: string): JsonRpc {
  return {
    async request(method, params) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
      return body.result
    },
  }
}

const keys = deriveWalletKeys(createEntropy())
const signer = createEvmSigner(keys.evm)
const recipient = '0x000000000000000000000000000000000000dEaD'
const balanceOf = async (address: string) =>
  hexToBigInt((await rpc.request('eth_getBalance', [address, 'latest'])) as Hex)
const receipt = (hash: Hex) =>
  rpc.request('eth_getTransactionReceipt', [hash]) as Promise<{ status: Hex; from: string; to: string } | null>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0], contracts: false })
  rpc = httpRpc(devnet.chains[0]!.rpcUrl)
  otherChainRpc = httpRpc(devnet.chains[1]!.rpcUrl)
  await rpc.request('anvil_setBalance', [signer.address, `0x${parseEther('10').toString(16)}`])
})
afterAll(async () => {
  await devnet?.stop()
})

const typedData = (chainId: number) => ({
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Foyer', chainId },
  message: { to: recipient, contents: 'Hello' },
})

describe('EVM signer', () => {
  it('signs personal_sign text that recovers to its address', async () => {
    const signature = await signer.personalSign(['Sign in to Foyer', signer.address])
    expect(await verifyMessage({ address: signer.address, message: 'Sign in to Foyer', signature })).toBe(true)
  })

  it('signs hex personal_sign messages as their bytes', async () => {
    const message = stringToHex('bytes')
    const signature = await signer.personalSign([message, signer.address])
    expect(await verifyMessage({ address: signer.address, message: { raw: message }, signature })).toBe(true)
  })

  it('refuses personal_sign for another account', async () => {
    await expect(signer.personalSign(['hi', recipient])).rejects.toThrow(FrameRequestError)
  })

  it('signs eth_signTypedData_v4 JSON for the active chain', async () => {
    const data = typedData(CHAIN_ID)
    const signature = await signer.signTypedDataV4([signer.address, JSON.stringify(data)], CHAIN_ID)
    const recovered = await recoverTypedDataAddress({
      ...data,
      domain: { ...data.domain, chainId: BigInt(CHAIN_ID) },
      signature,
    } as Parameters<typeof recoverTypedDataAddress>[0])
    expect(recovered).toBe(signer.address)
  })

  it('refuses typed data whose chain id is not the active chain', async () => {
    await expect(signer.signTypedDataV4([signer.address, typedData(1)], CHAIN_ID)).rejects.toThrow(
      'Chain 1 does not match the active chain 31337',
    )
  })

  it('sends a transaction with nonce, gas and EIP-1559 fees it filled, and it lands', async () => {
    const before = await balanceOf(recipient)
    const hash = await signer.sendTransaction([{ from: signer.address, to: recipient, value: '0x64' }], CHAIN_ID, rpc)
    await expect.poll(() => receipt(hash)).toMatchObject({ status: '0x1', from: signer.address.toLowerCase() })
    expect(await balanceOf(recipient)).toBe(before + 100n)
    expect(await rpc.request('eth_getTransactionByHash', [hash])).toMatchObject({ type: '0x2' })
  })

  it('sends a legacy transaction when the dapp names a gas price', async () => {
    const gasPrice = (await rpc.request('eth_gasPrice', [])) as Hex
    const hash = await signer.sendTransaction([{ to: recipient, value: '0x1', gasPrice }], CHAIN_ID, rpc)
    await expect.poll(() => receipt(hash)).toMatchObject({ status: '0x1' })
    expect(await rpc.request('eth_getTransactionByHash', [hash])).toMatchObject({ type: '0x0', gasPrice })
  })

  it('refuses a transaction whose chain id is not the active chain', async () => {
    await expect(
      signer.sendTransaction([{ to: recipient, value: '0x1', chainId: '0x1' }], CHAIN_ID, rpc),
    ).rejects.toThrow('Chain 1 does not match the active chain 31337')
  })

  it('refuses to send when the chain behind the RPC is not the active chain', async () => {
    await expect(signer.sendTransaction([{ to: recipient, value: '0x1' }], CHAIN_ID, otherChainRpc)).rejects.toThrow(
      'Chain 31338 does not match the active chain 31337',
    )
  })

  it('signs nothing when the priority fee is above the max fee (SPEC §5)', async () => {
    const nonce = await rpc.request('eth_getTransactionCount', [signer.address, 'pending'])
    await expect(
      signer.sendTransaction(
        [{ to: recipient, value: '0x1', maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' }],
        CHAIN_ID,
        rpc,
      ),
    ).rejects.toThrow(/cannot be higher than the fee cap/)
    expect(await rpc.request('eth_getTransactionCount', [signer.address, 'pending'])).toBe(nonce)
  })

  it('refuses a transaction from another account', async () => {
    await expect(
      signer.sendTransaction([{ from: recipient, to: recipient, value: '0x1' }], CHAIN_ID, rpc),
    ).rejects.toThrow(FrameRequestError)
  })

  it('sends wallet_sendCalls one after another and reports them confirmed by their id', async () => {
    const { id } = await signer.sendCalls(
      [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: signer.address,
          atomicRequired: false,
          calls: [
            { to: recipient, value: '0x2' },
            { to: devnet.accounts[3]!.address, value: '0x3' },
          ],
        },
      ],
      CHAIN_ID,
      rpc,
    )
    await expect.poll(async () => (await signer.getCallsStatus([id], rpc)).status).toBe(CALLS_STATUS.confirmed)
    const status = await signer.getCallsStatus([id], rpc)
    expect(status).toMatchObject({ id, chainId: '0x7a69', atomic: false })
    expect(status.receipts.map((entry) => entry.status)).toEqual(['0x1', '0x1'])
  })

  it("refuses wallet_sendCalls whose 'to' does not start with 0x (SPEC §5)", async () => {
    await expect(
      signer.sendCalls(
        [{ chainId: '0x7a69', calls: [{ to: '000000000000000000000000000000000000dEaD', value: '0x1' }] }],
        CHAIN_ID,
        rpc,
      ),
    ).rejects.toThrow("Each call's 'to' must start with 0x")
  })

  it('refuses wallet_sendCalls for another chain than the active one', async () => {
    await expect(signer.sendCalls([{ chainId: '0x1', calls: [{ to: recipient }] }], CHAIN_ID, rpc)).rejects.toThrow(
      'Chain 1 does not match the active chain 31337',
    )
  })

  it('refuses a batch that must be atomic, sending none of its calls (EIP-5792 atomicRequired)', async () => {
    const nonce = await rpc.request('eth_getTransactionCount', [signer.address, 'pending'])
    await expect(
      signer.sendCalls([{ chainId: '0x7a69', atomicRequired: true, calls: [{ to: recipient }] }], CHAIN_ID, rpc),
    ).rejects.toThrow(ATOMICITY_UNSUPPORTED)
    expect(await rpc.request('eth_getTransactionCount', [signer.address, 'pending'])).toBe(nonce)
  })

  it('answers wallet_getCallsStatus for an id it never issued with an error', async () => {
    await expect(signer.getCallsStatus(['0x1234'], rpc)).rejects.toThrow('Unknown bundle id')
  })
})
