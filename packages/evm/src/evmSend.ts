import {
  FoyerError,
  isUserRejection,
  type Network,
  type TransactionOutcome,
  type TransactionRequest,
  type TransferFee,
  type TransferRequest,
  toFoyerError,
  UserRejectedError,
} from '@foyer/core'
import { type Hex, toHex } from 'viem'
import type { Eip1193Provider } from './eip1193.ts'
import { networkRpc } from './networkRpc.ts'
import { switchEthereumChain } from './switchEthereumChain.ts'
import { assertTransaction } from './transactionChecks.ts'
import { transferTransaction } from './transferTransaction.ts'

// The dapp's provider (checkedProvider.ts) loads its checks through this chunk: the page's one lazy import of the
// send code serves both, which keeps the first load within its budget.
export { checkWalletRequest } from './transactionChecks.ts'

const RECEIPT_POLL_MS = 1_000

/**
 * The most the transfer can cost: its gas at the fee a wallet offers (twice the base fee plus the tip, as
 * wallets fill EIP-1559 transactions; the gas price on legacy chains). Read from the network's own node.
 */
export async function estimateTransferFee(request: TransferRequest, fetchFn: typeof fetch): Promise<TransferFee> {
  const rpc = networkRpc(request.network, fetchFn)
  const { from, to, value, data } = transferTransaction(request)
  const [gas, block] = await Promise.all([
    rpc<Hex>('eth_estimateGas', [{ from, to, value, data }]),
    rpc<{ baseFeePerGas?: Hex | null }>('eth_getBlockByNumber', ['latest', false]),
  ])
  const perGas =
    block.baseFeePerGas === undefined || block.baseFeePerGas === null
      ? BigInt(await rpc<Hex>('eth_gasPrice', []))
      : BigInt(block.baseFeePerGas) * 2n + BigInt(await rpc<Hex>('eth_maxPriorityFeePerGas', []))
  const { decimals, symbol } = request.network.nativeCurrency
  return { value: BigInt(gas) * perGas, decimals, symbol }
}

/**
 * Asks the connected wallet (injected or WalletConnect, through EIP-1193) to sign and send. A wallet on another
 * chain is switched first, so the transfer never lands on the wrong network. A no is UserRejectedError.
 */
export async function sendTransfer(provider: Eip1193Provider, request: TransferRequest): Promise<string> {
  // SPEC §5: a transfer that breaks a serialization rule is refused before the wallet is asked anything. A token's
  // receiver sits in the calldata, so it is checked as a to-address of its own.
  assertTransaction({ to: request.to }, { chainId: Number(request.network.id) })
  return sendOnNetwork(provider, transferTransaction(request), request.network)
}

/**
 * Asks the connected wallet to send a transaction built elsewhere (the swap API's approval or swap), on its network.
 * The builder's gas limit is passed on; its gas price is not, so the wallet prices the transaction as it would any.
 */
export async function sendTransaction(provider: Eip1193Provider, request: TransactionRequest): Promise<string> {
  const transaction = {
    from: request.from,
    to: request.to,
    data: request.data as Hex,
    value: toHex(request.value),
    ...(request.gas !== undefined ? { gas: toHex(request.gas) } : {}),
  }
  return sendOnNetwork(provider, transaction, request.network)
}

/** SPEC §5 checks, the wallet moved to `network` when it sits elsewhere, then eth_sendTransaction. */
async function sendOnNetwork(
  provider: Eip1193Provider,
  transaction: { from: string; to: string; value?: Hex; data?: Hex; gas?: Hex },
  network: Network,
): Promise<string> {
  assertTransaction(transaction, { chainId: Number(network.id) })
  try {
    const chainId = Number(await provider.request({ method: 'eth_chainId' }))
    if (chainId !== Number(network.id)) await switchEthereumChain(provider, network)
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [transaction] })
    if (typeof hash !== 'string') throw new Error('The wallet returned no transaction hash')
    return hash
  } catch (error) {
    if (isUserRejection(error)) throw new UserRejectedError({ cause: error })
    throw toFoyerError(error)
  }
}

/**
 * Polls eth_getTransactionReceipt on the network's own node until the transaction is mined; TRANSACTION_TIMEOUT
 * after `timeoutMs` (SPEC §9 send confirmation timeout: 25000 ms).
 */
export async function waitForTransaction(
  params: { hash: string; network: Network; timeoutMs: number },
  fetchFn: typeof fetch,
  pollMs: number = RECEIPT_POLL_MS,
): Promise<TransactionOutcome> {
  const rpc = networkRpc(params.network, fetchFn)
  const deadline = Date.now() + params.timeoutMs
  for (;;) {
    const receipt = await rpc<{ status?: Hex } | null>('eth_getTransactionReceipt', [params.hash]).catch(
      // A node that hiccups is asked again until the deadline.
      () => null,
    )
    if (receipt) return receipt.status === '0x1' ? 'success' : 'reverted'
    const left = deadline - Date.now()
    if (left <= 0) throw new FoyerError('TRANSACTION_TIMEOUT')
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, left)))
  }
}
