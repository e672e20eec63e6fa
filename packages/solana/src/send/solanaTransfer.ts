import { FoyerError, type TransferFee, type TransferRequest } from '@foyer/core'
import { getBase64Decoder, getTransactionEncoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { solanaRpc, toBigInt } from '../solanaRpc.ts'
import { walletFailure } from '../walletErrors.ts'
import { featureOf, walletChainFor } from '../walletStandard.ts'
import type { SolanaSendOptions } from './sendOptions.ts'
import { signAndSendWire } from './signAndSendWire.ts'
import { type TransactionVersion, transferTransaction } from './transferTransaction.ts'

/** Lamports: 9 decimals. */
const LAMPORT_DECIMALS = 9

/**
 * What the transfer costs the sender besides the amount: the network's fee for its very message
 * (getFeeForMessage: signatures and any priority fee), plus the rent of a receiver's token account it creates.
 */
export async function estimateTransferFee(request: TransferRequest, fetchFn: typeof fetch): Promise<TransferFee> {
  const rpc = solanaRpc(request.network, fetchFn)
  const { transaction, rent } = await transferTransaction(request, rpc, 0)
  const { value } = await rpc<{ value: unknown }>('getFeeForMessage', [
    getBase64Decoder().decode(transaction.messageBytes),
    { commitment: 'confirmed' },
  ])
  // null: the node no longer knows the blockhash (it expired between the two calls).
  if (value === null) throw new FoyerError('ERROR_ESTIMATING_GAS')
  return { value: toBigInt(value) + rent, decimals: LAMPORT_DECIMALS, symbol: request.network.nativeCurrency.symbol }
}

/** v0 when the wallet signs it (every current wallet), else a legacy transaction. */
function versionFor(wallet: Wallet): TransactionVersion {
  const feature = featureOf(wallet, 'solana:signAndSendTransaction') ?? featureOf(wallet, 'solana:signTransaction')
  return feature?.supportedTransactionVersions.includes(0) ? 0 : 'legacy'
}

/** Builds the transfer and has the wallet sign and send it; resolves to its signature. A no is UserRejectedError. */
export async function sendTransfer(params: {
  wallet: Wallet
  account: WalletAccount
  request: TransferRequest
  options: SolanaSendOptions | undefined
  fetchFn: typeof fetch
}): Promise<string> {
  const { wallet, account, request, options, fetchFn } = params
  try {
    const { transaction } = await transferTransaction(request, solanaRpc(request.network, fetchFn), versionFor(wallet))
    return await signAndSendWire({
      wallet,
      account,
      chain: walletChainFor(wallet, request.network),
      transaction: Uint8Array.from(getTransactionEncoder().encode(transaction)),
      network: request.network,
      ...(options ? { options } : {}),
      fetchFn,
    })
  } catch (error) {
    throw walletFailure(error, 'DEFAULT')
  }
}
