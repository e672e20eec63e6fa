// The embedded wallet's smart account: the visitor's EVM key owns a Solady ERC-4337 account (ERC-1271 and
// ERC-6492 signatures, batched calls through one user operation). Everything it sends goes through the bundler.
import {
  type Address,
  concat,
  createClient,
  custom,
  defineChain,
  type Hex,
  hexToBigInt,
  isHex,
  numberToHex,
  pad,
  type Transport,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  type SmartAccount,
  toSoladySmartAccount,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameRequestError } from '../custody/custodyErrors.ts'
import { ENTRY_POINT_07 } from './entryPoint.ts'
import {
  assertActiveChain,
  invalid,
  readPersonalSign,
  readSendCalls,
  readTransaction,
  readTypedData,
  type TransactionIntent,
} from './evmParams.ts'
import { CALLS_STATUS } from './evmSigner.ts'
import type { JsonRpc } from './jsonRpc.ts'

/** The EntryPoint the accounts use: Solady's ERC4337 trusts 0.7. */

/** How long eth_sendTransaction waits for its user operation to land before it says so. */
const RECEIPT_TIMEOUT_MS = 60_000

export interface SmartAccountSignerOptions {
  privateKey: Hex
  chainId: number
  /** The factory of the chain (from the API), whose `createAccount(owner, salt)` deploys the account. */
  factoryAddress: Address
  /** The chain, through the API's RPC proxy. */
  chain: JsonRpc
  /** The chain's bundler, through the API's bundler proxy. */
  bundler: JsonRpc
  /** How often a sent user operation's receipt is asked for. Default 250 ms. */
  pollingInterval?: number
}

/**
 * The factory salt of `owner`'s account: the owner in the first 20 bytes, zeros after. FoyerSmartAccountFactory
 * refuses any salt that does not start with its owner, so nobody else's signature can deploy the account.
 */
export function smartAccountSalt(owner: Address): Hex {
  return concat([owner.toLowerCase() as Hex, pad('0x', { size: 12 })])
}

function transportOf(rpc: JsonRpc): Transport {
  // Errors of the proxies are not retried: a refused call stays refused.
  return custom(
    { request: ({ method, params }) => rpc.request(method, (params as unknown[] | undefined) ?? []) },
    {
      retryCount: 0,
    },
  )
}

/** An unfunded smart account's sends: it pays its own gas (no paymaster). */
export const cannotPay = (address: Address) =>
  `The smart account ${address} has not enough ETH to pay for gas; send ETH to it first`

/** What a viem error says in one line, for the frame's error answer. */
function failure(action: string, error: unknown): FrameRequestError {
  if (error instanceof FrameRequestError) return error
  const viem = error as { details?: unknown; shortMessage?: unknown; message?: unknown }
  const detail = [viem.details, viem.shortMessage, viem.message].find((text) => typeof text === 'string' && text)
  return new FrameRequestError(`${action}: ${String(detail ?? 'unknown error')}`)
}

function callsOf(intents: readonly TransactionIntent[]) {
  return intents.map((intent) => {
    if (!intent.to)
      throw new FrameRequestError('A smart account cannot deploy a contract from a call; send it to a factory')
    return { to: intent.to, value: intent.value, ...(intent.data ? { data: intent.data } : {}) }
  })
}

export async function createSmartAccountSigner(options: SmartAccountSignerOptions) {
  const owner = privateKeyToAccount(options.privateKey)
  const chain = defineChain({
    id: options.chainId,
    name: `Chain ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
  const client = createClient({ chain, transport: transportOf(options.chain) })
  const salt = smartAccountSalt(owner.address)
  const account: SmartAccount = await toSoladySmartAccount({
    client,
    owner,
    factoryAddress: options.factoryAddress,
    salt,
  }).catch((error: unknown) => {
    throw failure('Could not read the smart account', error)
  })
  const bundler: BundlerClient = createBundlerClient({
    account,
    client,
    transport: transportOf(options.bundler),
    pollingInterval: options.pollingInterval ?? 250,
    userOperation: {
      // Alto's own price (pimlico_getUserOperationGasPrice): what its mempool accepts now.
      async estimateFeesPerGas() {
        const prices = (await options.bundler.request('pimlico_getUserOperationGasPrice', [])) as {
          fast?: { maxFeePerGas?: unknown; maxPriorityFeePerGas?: unknown }
        }
        const { maxFeePerGas, maxPriorityFeePerGas } = prices?.fast ?? {}
        if (typeof maxFeePerGas !== 'string' || typeof maxPriorityFeePerGas !== 'string')
          throw new FrameRequestError('The bundler gave no gas price')
        return {
          maxFeePerGas: hexToBigInt(maxFeePerGas as Hex),
          maxPriorityFeePerGas: hexToBigInt(maxPriorityFeePerGas as Hex),
        }
      },
    },
  })

  // The operations this page sent: a bundler may not find one by hash until it is mined (Alto reads the logs), and
  // EIP-5792 says such a batch is pending, not unknown.
  const sent = new Set<string>()

  /**
   * Sends `calls` as one user operation. `callGasFloor` is the dapp's own limit for a single call
   * (eth_sendTransaction's `gas`): the operation's callGasLimit is at least that. The bundler estimates on the
   * chain's state of that moment, and a call can cost more a second later: a Uniswap V2 pair writes its prices only
   * in a new second, up to 44,970 gas per pair that an estimate within its last second leaves out. A wallet sends a
   * transaction with the dapp's limit; the smart account does the same. Unused gas is refunded.
   */
  async function sendUserOperation(calls: ReturnType<typeof callsOf>, callGasFloor?: bigint): Promise<Hex> {
    try {
      const hash =
        callGasFloor === undefined
          ? await bundler.sendUserOperation({ account, calls })
          : await bundler.sendUserOperation(await withCallGasFloor(calls, callGasFloor))
      sent.add(hash.toLowerCase())
      return hash
    } catch (error) {
      const refused = failure('The user operation was not accepted', error)
      // ERC-4337 AA21: the account could not pay the EntryPoint's prefund, the commonest refusal, said plainly.
      if (refused.message.includes('AA21')) throw new FrameRequestError(cannotPay(account.address))
      throw refused
    }
  }

  /** The operation the bundler would have sent, with a callGasLimit of at least `floor`. */
  async function withCallGasFloor(calls: ReturnType<typeof callsOf>, floor: bigint) {
    const prepared = await bundler.prepareUserOperation({ account, calls })
    return {
      account,
      calls,
      nonce: prepared.nonce,
      callGasLimit: floor > prepared.callGasLimit ? floor : prepared.callGasLimit,
      verificationGasLimit: prepared.verificationGasLimit,
      preVerificationGas: prepared.preVerificationGas,
      maxFeePerGas: prepared.maxFeePerGas,
      maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
    }
  }

  async function receiptOf(hash: Hex): Promise<UserOperationReceipt | undefined> {
    const receipt = await options.bundler.request('eth_getUserOperationReceipt', [hash])
    if (receipt === null || receipt === undefined) return undefined
    return receipt as UserOperationReceipt
  }

  return {
    address: account.address,
    owner: owner.address,
    chainId: options.chainId,
    async isDeployed(): Promise<boolean> {
      const code = await options.chain.request('eth_getCode', [account.address, 'latest'])
      return typeof code === 'string' && isHex(code) && code !== '0x'
    },

    /** ERC-6492-wrapped while the account is not deployed, a plain ERC-1271 signature after. */
    async personalSign(params: readonly unknown[]): Promise<Hex> {
      return account.signMessage({ message: readPersonalSign(params, account.address) })
    },

    async signTypedDataV4(params: readonly unknown[], activeChainId: number): Promise<Hex> {
      assertActiveChain(options.chainId, activeChainId)
      // unknown: the types are only known at run time; viem validates the message against them while hashing.
      return account.signTypedData(readTypedData(params, account.address, activeChainId) as never)
    },

    /**
     * One call as one user operation; answers the hash of the transaction that included it, as a wallet answers
     * eth_sendTransaction, once the bundler has it on chain. A call that reverted inside the account is an error
     * naming that transaction: the bundle itself succeeds, so its hash alone would tell the dapp it worked.
     */
    async sendTransaction(params: readonly unknown[], activeChainId: number): Promise<Hex> {
      assertActiveChain(options.chainId, activeChainId)
      const intent = readTransaction('eth_sendTransaction', params[0], account.address, activeChainId)
      const hash = await sendUserOperation(callsOf([intent]), intent.gas)
      let receipt: UserOperationReceipt
      try {
        receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
      } catch (error) {
        throw failure(`User operation ${hash} has not landed`, error)
      }
      if (!receipt.success) {
        throw new FrameRequestError(
          `The call reverted in the smart account (transaction ${receipt.receipt.transactionHash})`,
        )
      }
      return receipt.receipt.transactionHash
    },

    /** EIP-5792: every call in one user operation (executeBatch), so the batch is atomic; its id is the operation's hash. */
    async sendCalls(params: readonly unknown[], activeChainId: number): Promise<{ id: string }> {
      assertActiveChain(options.chainId, activeChainId)
      const calls = callsOf(readSendCalls(params, account.address, activeChainId))
      return { id: await sendUserOperation(calls) }
    },

    /** wallet_getCallsStatus [id], from the bundler's receipt of the user operation (EIP-5792 2.0.0). */
    async getCallsStatus(params: readonly unknown[]) {
      const id = params[0]
      if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
        throw invalid('wallet_getCallsStatus', 'expected [id]')
      const receipt = await receiptOf(id as Hex)
      if (receipt && receipt.sender.toLowerCase() !== account.address.toLowerCase()) {
        throw new FrameRequestError('Unknown bundle id')
      }
      const base = { version: '2.0.0', id, chainId: numberToHex(options.chainId), atomic: true }
      if (!receipt) {
        const known = sent.has(id.toLowerCase()) || (await options.bundler.request('eth_getUserOperationByHash', [id]))
        if (!known) throw new FrameRequestError('Unknown bundle id')
        return { ...base, status: CALLS_STATUS.pending }
      }
      // The bundler's JSON answer: quantities as hex, as EIP-5792 receipts want them.
      const { logs, blockHash, blockNumber, gasUsed, transactionHash } = receipt.receipt as unknown as {
        logs: unknown[]
        blockHash: Hex
        blockNumber: Hex | bigint
        gasUsed: Hex | bigint
        transactionHash: Hex
      }
      return {
        ...base,
        status: receipt.success ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted,
        receipts: [
          {
            logs,
            status: receipt.success ? '0x1' : '0x0',
            blockHash,
            blockNumber: typeof blockNumber === 'bigint' ? numberToHex(blockNumber) : blockNumber,
            gasUsed: typeof gasUsed === 'bigint' ? numberToHex(gasUsed) : gasUsed,
            transactionHash,
          },
        ],
      }
    },

    /**
     * eth_sendUserOperation [userOperation, entryPoint] from a dapp: the frame takes only its calls (the
     * account's execute / executeBatch call data, decoded so the visitor saw them) and builds, prices and signs the
     * operation itself, so a dapp cannot slip in gas limits, a paymaster or a nonce of its choosing.
     */
    async sendUserOperation(params: readonly unknown[], activeChainId: number): Promise<Hex> {
      assertActiveChain(options.chainId, activeChainId)
      const calls = await decodeUserOperationCalls(account, params)
      return sendUserOperation(calls)
    },

    /** The calls of an eth_sendUserOperation request, for the approval screen. */
    decodeUserOperation: (params: readonly unknown[]) => decodeUserOperationCalls(account, params),
  }
}

/** The calls of an eth_sendUserOperation request, for the account that sends it. */
export async function decodeUserOperationCalls(account: SmartAccount, params: readonly unknown[]) {
  const [operation, entryPoint] = params
  const op = operation as { sender?: unknown; callData?: unknown } | undefined
  if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== ENTRY_POINT_07.toLowerCase())
    throw invalid('eth_sendUserOperation', `the EntryPoint must be ${ENTRY_POINT_07}`)
  if (typeof op?.sender !== 'string' || op.sender.toLowerCase() !== account.address.toLowerCase())
    throw new FrameRequestError(`The request names account ${String(op?.sender)}, not this wallet's ${account.address}`)
  if (typeof op.callData !== 'string' || !isHex(op.callData, { strict: true }))
    throw invalid('eth_sendUserOperation', 'callData must be hex')
  try {
    const calls = await account.decodeCalls!(op.callData as Hex)
    return calls.map((call) => ({ to: call.to, value: call.value ?? 0n, ...(call.data ? { data: call.data } : {}) }))
  } catch {
    throw invalid('eth_sendUserOperation', 'callData is not a call of this account (execute or executeBatch)')
  }
}

export type SmartAccountSigner = Awaited<ReturnType<typeof createSmartAccountSigner>>
