import type { SafeInfo } from '@safe-global/safe-apps-sdk'
import { createPublicClient, createWalletClient, type Hex, hashMessage, hashTypedData, http, isHex } from 'viem'
import type { DeployedSafe } from './deploySafe.ts'
import { safeArtifacts } from './safeArtifacts.ts'
import {
  proposal,
  SAFE_TX_TYPED_DATA,
  type SafeAppsCall,
  type SafeTransaction,
  safeDomain,
  safeTransactionHash,
} from './safeTransaction.ts'

/** A transaction the dapp proposed: waiting in the queue until the owner signs, then executed on the devnet. */
export interface QueuedTransaction {
  safeTxHash: Hex
  transaction: SafeTransaction
  /** The devnet transaction that executed it, once the owner signed. */
  executedIn?: Hex
}

/** EIP-712 typed data as a dapp hands it to eth_signTypedData_v4. */
export type TypedData = Parameters<typeof hashTypedData>[0]

const SAFE_MESSAGE_TYPES = { SafeMessage: [{ name: 'message', type: 'bytes' }] } as const

/**
 * What the Safe's web app keeps for one Safe: its queue of proposed transactions (each numbered with the next
 * nonce after those already queued, as Safe{Wallet} numbers them), and the owner's signatures.
 */
export function createLocalSafe(safe: DeployedSafe) {
  const reader = createPublicClient({ transport: http(safe.rpcUrl) })
  const owner = createWalletClient({ transport: http(safe.rpcUrl), account: safe.owner })
  const { abi } = safeArtifacts().singleton
  const queue: QueuedTransaction[] = []
  const onChainNonce = async () =>
    (await reader.readContract({ address: safe.address, abi, functionName: 'nonce' })) as bigint

  /** A Safe message signed by the owner: with a threshold of 1, the Safe's ERC-1271 accepts it as the Safe's. */
  const signSafeMessage = (messageHash: Hex) =>
    safe.owner.signTypedData({
      domain: safeDomain(safe),
      types: SAFE_MESSAGE_TYPES,
      primaryType: 'SafeMessage',
      message: { message: messageHash },
    })

  return {
    info: (): SafeInfo => ({
      safeAddress: safe.address,
      chainId: safe.chainId,
      threshold: 1,
      owners: [safe.owner.address],
      isReadOnly: false,
    }),

    async propose(calls: readonly SafeAppsCall[], safeTxGas?: number): Promise<Hex> {
      const waiting = queue.filter((queued) => !queued.executedIn).length
      const nonce = (await onChainNonce()) + BigInt(waiting)
      const transaction = proposal(calls, { nonce, safeTxGas, multiSendCallOnly: safe.multiSendCallOnly })
      const safeTxHash = safeTransactionHash(safe, transaction)
      queue.push({ safeTxHash, transaction })
      return safeTxHash
    },

    queue: (): readonly QueuedTransaction[] => queue,

    /** personal_sign semantics: a 0x string is the message's bytes, anything else its UTF-8 text. */
    signMessage: (message: string) => signSafeMessage(hashMessage(isHex(message) ? { raw: message } : message)),

    signTypedMessage: (typedData: TypedData) => signSafeMessage(hashTypedData(typedData)),

    /** The owner signs the queued transaction and executes it on the devnet (threshold 1). */
    async execute(safeTxHash: Hex): Promise<Hex> {
      const queued = queue.find((entry) => entry.safeTxHash === safeTxHash)
      if (!queued) throw new Error(`No queued transaction ${safeTxHash}`)
      if (queued.executedIn) return queued.executedIn
      const { transaction } = queued
      const signature = await safe.owner.signTypedData({
        domain: safeDomain(safe),
        ...SAFE_TX_TYPED_DATA,
        message: transaction,
      })
      const hash = await owner.writeContract({
        chain: null,
        address: safe.address,
        abi,
        functionName: 'execTransaction',
        args: [
          transaction.to,
          transaction.value,
          transaction.data,
          transaction.operation,
          transaction.safeTxGas,
          transaction.baseGas,
          transaction.gasPrice,
          transaction.gasToken,
          transaction.refundReceiver,
          signature,
        ],
      })
      const receipt = await reader.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`The Safe transaction ${safeTxHash} reverted`)
      queued.executedIn = hash
      return hash
    },
  }
}

export type LocalSafe = ReturnType<typeof createLocalSafe>
