// The EVM account of the embedded wallet: signs with viem's local account what the visitor approved in the frame.
import { bytesToHex, type Hex, hexToBigInt, isHex, numberToHex, type TransactionReceipt } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameRequestError } from '../custody/custodyErrors.ts'
import type { WalletKeys } from '../custody/walletKeys.ts'
import {
  assertActiveChain,
  readPersonalSign,
  readSendCalls,
  readTransaction,
  readTypedData,
  type TransactionIntent,
} from './evmParams.ts'
import { fillTransaction } from './fillTransaction.ts'
import type { JsonRpc } from './jsonRpc.ts'

export type { JsonRpc } from './jsonRpc.ts'

/** EIP-5792 5760: the ordinary account cannot run calls atomically; the smart account can. */
export const ATOMICITY_UNSUPPORTED =
  'Atomicity not supported: this account sends calls one after another; switch to the smart account to batch them'

/** EIP-5792 status codes. */
export const CALLS_STATUS = { pending: 100, confirmed: 200, reverted: 500, partiallyReverted: 600 } as const

interface SentCalls {
  chainId: number
  expected: number
  hashes: Hex[]
}

type RpcReceipt = Pick<TransactionReceipt, 'logs' | 'blockHash' | 'transactionHash'> & {
  status: Hex
  blockNumber: Hex
  gasUsed: Hex
}

export function createEvmSigner(keys: WalletKeys['evm']) {
  const account = privateKeyToAccount(keys.privateKey)
  const sentCalls = new Map<string, SentCalls>()

  async function assertRpcChain(rpc: JsonRpc, activeChainId: number) {
    const answer = await rpc.request('eth_chainId', [])
    if (typeof answer !== 'string' || !isHex(answer)) throw new Error(`eth_chainId answered ${String(answer)}`)
    assertActiveChain(hexToBigInt(answer), activeChainId)
  }

  async function send(intent: TransactionIntent, activeChainId: number, rpc: JsonRpc): Promise<Hex> {
    const filled = await fillTransaction(intent, account.address, activeChainId, rpc)
    const { to, value, data, gas, nonce, chainId } = filled
    const common = { chainId, nonce, gas, value, ...(to ? { to } : {}), ...(data ? { data } : {}) }
    // viem's serializer enforces SPEC §5: chain id > 0, a valid `to`, fee cap, priority fee not above max fee.
    const serialized =
      filled.type === 'legacy'
        ? await account.signTransaction({ ...common, type: 'legacy', gasPrice: filled.gasPrice })
        : await account.signTransaction({
            ...common,
            type: 'eip1559',
            maxFeePerGas: filled.maxFeePerGas,
            maxPriorityFeePerGas: filled.maxPriorityFeePerGas,
          })
    const hash = await rpc.request('eth_sendRawTransaction', [serialized])
    if (typeof hash !== 'string' || !isHex(hash)) throw new Error(`eth_sendRawTransaction answered ${String(hash)}`)
    return hash
  }

  return {
    address: account.address,

    async personalSign(params: readonly unknown[]): Promise<Hex> {
      return account.signMessage({ message: readPersonalSign(params, account.address) })
    },

    async signTypedDataV4(params: readonly unknown[], activeChainId: number): Promise<Hex> {
      return account.signTypedData(readTypedData(params, account.address, activeChainId))
    },

    async sendTransaction(params: readonly unknown[], activeChainId: number, rpc: JsonRpc): Promise<Hex> {
      const intent = readTransaction('eth_sendTransaction', params[0], account.address, activeChainId)
      await assertRpcChain(rpc, activeChainId)
      return send(intent, activeChainId, rpc)
    },

    /** An EOA cannot batch: the calls go out one after another, with consecutive nonces, as EIP-5792 allows. */
    async sendCalls(params: readonly unknown[], activeChainId: number, rpc: JsonRpc): Promise<{ id: string }> {
      const calls = readSendCalls(params, account.address, activeChainId)
      // EIP-5792 2.0: a dapp that needs the batch atomic gets the refusal rather than a sequence that may half-run.
      if ((params[0] as { atomicRequired?: unknown }).atomicRequired === true)
        throw new FrameRequestError(ATOMICITY_UNSUPPORTED)
      await assertRpcChain(rpc, activeChainId)
      const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
      const record: SentCalls = { chainId: activeChainId, expected: calls.length, hashes: [] }
      let nonce = Number(
        hexToBigInt((await rpc.request('eth_getTransactionCount', [account.address, 'pending'])) as Hex),
      )
      for (const call of calls) {
        try {
          record.hashes.push(await send({ ...call, nonce }, activeChainId, rpc))
        } catch (error) {
          if (record.hashes.length === 0) throw error
          break // Later calls are not sent; the status reports the batch as partial.
        }
        nonce += 1
      }
      sentCalls.set(id, record)
      return { id }
    },

    /** Whether `id` names a batch this signer sent (the smart account answers the others). */
    knowsCalls(id: unknown): boolean {
      return typeof id === 'string' && sentCalls.has(id)
    },

    /** wallet_getCallsStatus [id], answered from the ids this signer kept (EIP-5792 2.0.0). */
    async getCallsStatus(params: readonly unknown[], rpc: JsonRpc) {
      const id = params[0]
      const record = typeof id === 'string' ? sentCalls.get(id) : undefined
      if (!record) throw new FrameRequestError('Unknown bundle id')
      const receipts = (await Promise.all(
        record.hashes.map((hash) => rpc.request('eth_getTransactionReceipt', [hash])),
      )) as (RpcReceipt | null)[]
      const landed = receipts.filter((receipt): receipt is RpcReceipt => receipt !== null)
      const succeeded = landed.filter((receipt) => receipt.status === '0x1').length
      const status =
        landed.length < record.hashes.length
          ? CALLS_STATUS.pending
          : succeeded === record.expected
            ? CALLS_STATUS.confirmed
            : succeeded === 0
              ? CALLS_STATUS.reverted
              : CALLS_STATUS.partiallyReverted
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(record.chainId),
        status,
        atomic: false,
        receipts: landed.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
          logs,
          status: receiptStatus,
          blockHash,
          blockNumber,
          gasUsed,
          transactionHash,
        })),
      }
    },
  }
}

export type EvmSigner = ReturnType<typeof createEvmSigner>
