import { type Account, FoyerError, InvalidDecimalError, type Network } from '@foyer/core'
import type { FeeRates } from '../esplora/feeRates.ts'
import type { BitcoinAccount, BitcoinWallet, MessageProtocol, SignInput } from '../wallets/bitcoinWallet.ts'
import { fromBase64, toBase64 } from '../wallets/encoding.ts'
import { walletFailure } from '../wallets/walletErrors.ts'

/** The connected Bitcoin wallet's calls, for dapps (`getProvider()` / `useFoyerProvider('bip122')`). */
export interface BitcoinProvider {
  /** Every account the wallet granted, payment first. */
  accounts(): Account[]
  /** A base64 signature: BIP-322 "simple" by default, or the legacy ECDSA format. */
  signMessage(params: { address: string; message: string; protocol?: MessageProtocol }): Promise<string>
  /**
   * Has the wallet sign a PSBT (base64). With `broadcast`, Foyer finalizes it and sends it through the network's
   * Esplora API, and the txid comes back too.
   */
  signPsbt(params: {
    psbt: string
    signInputs: readonly SignInput[]
    broadcast?: boolean
  }): Promise<{ psbt: string; txid?: string }>
  /** Pays `amount` sats (a decimal string) from the payment address; resolves to the txid once broadcast. */
  sendTransfer(params: { recipient: string; amount: string }): Promise<string>
  /** The network's fee rates in sat/vB. */
  feeRates(): Promise<FeeRates>
}

export interface BitcoinProviderDeps {
  wallet: BitcoinWallet
  accounts(): BitcoinAccount[]
  toAccounts(accounts: BitcoinAccount[]): Account[]
  network: Network
  fetchFn: typeof fetch
  signMessage(params: { address: string; message: string; protocol?: MessageProtocol }): Promise<string>
}

/** Sats as a decimal string of digits (no sign, no fraction: a satoshi does not divide). */
function parseSats(amount: string): bigint {
  if (!/^\d+$/.test(amount)) throw new InvalidDecimalError(amount)
  return BigInt(amount)
}

// @scure/btc-signer and the Esplora calls load with the first PSBT, payment or fee question.
const paymentModule = () => import('../payment/sendPayment.ts')

export function createBitcoinProvider(deps: BitcoinProviderDeps): BitcoinProvider {
  const { wallet, network, fetchFn } = deps

  const payment = (): BitcoinAccount => {
    const account = deps.accounts().find((candidate) => candidate.purpose === 'payment') ?? deps.accounts()[0]
    if (!account) throw new FoyerError('NO_ACTIVE_CAIP_ADDRESS')
    return account
  }

  return {
    accounts: () => deps.toAccounts(deps.accounts()),
    signMessage: (params) => deps.signMessage(params),
    async signPsbt({ psbt, signInputs, broadcast = false }) {
      let signed: Uint8Array
      try {
        signed = await wallet.signPsbt({ psbt: fromBase64(psbt), signInputs, network })
      } catch (error) {
        throw walletFailure(error, 'DEFAULT')
      }
      if (!broadcast) return { psbt: toBase64(signed) }
      const { finalizeAndBroadcast } = await paymentModule()
      const txid = await finalizeAndBroadcast({ signedPsbt: signed, network, fetchFn })
      return { psbt: toBase64(signed), txid }
    },
    async sendTransfer({ recipient, amount }) {
      const sats = parseSats(amount)
      const { sendPayment } = await paymentModule()
      return sendPayment({ wallet, account: payment(), recipient, amount: sats, network, fetchFn })
    },
    feeRates: async () => (await paymentModule()).feeRatesOf(network, fetchFn),
  }
}
