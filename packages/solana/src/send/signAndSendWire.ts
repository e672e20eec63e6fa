import type { Network } from '@foyer/core'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { encodeBase58 } from '../base58.ts'
import { solanaRpc } from '../solanaRpc.ts'
import { missingFeature } from '../walletErrors.ts'
import { featureOf } from '../walletStandard.ts'
import { type SolanaSendOptions, sendOptionsFor } from './sendOptions.ts'

export { sendOptionsFor }

export interface SignAndSendParams {
  wallet: Wallet
  account: WalletAccount
  chain: IdentifierString
  /** The wire transaction, the account's signature slot empty. */
  transaction: Uint8Array
  network: Network
  options?: SolanaSendOptions
  fetchFn: typeof fetch
}

/**
 * Has the wallet sign and send a wire transaction; resolves to its signature in base58. A wallet offering
 * solana:signAndSendTransaction sends it itself; one offering only solana:signTransaction signs, and the
 * network's own node is sent the signed bytes. Throws what the wallet or the node threw.
 */
export async function signAndSendWire(params: SignAndSendParams): Promise<string> {
  const { wallet, account, chain, transaction, network, fetchFn } = params
  const options = sendOptionsFor(params.options)
  const signAndSend = featureOf(wallet, 'solana:signAndSendTransaction')
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({ account, chain, transaction, options })
    if (!output) throw new Error('The wallet returned no signature')
    return encodeBase58(output.signature)
  }
  const sign = featureOf(wallet, 'solana:signTransaction')
  if (!sign) throw missingFeature('DEFAULT', 'solana:signTransaction')
  const { preflightCommitment, minContextSlot } = options
  const [signed] = await sign.signTransaction({
    account,
    chain,
    transaction,
    options: {
      ...(preflightCommitment ? { preflightCommitment } : {}),
      ...(minContextSlot === undefined ? {} : { minContextSlot }),
    },
  })
  if (!signed) throw new Error('The wallet returned no signed transaction')
  return solanaRpc(network, fetchFn)<string>('sendTransaction', [
    // A wire transaction is at most 1232 bytes: one spread of them is safe.
    btoa(String.fromCharCode(...signed.signedTransaction)),
    { encoding: 'base64', ...options },
  ])
}
