import { base64, hex } from '@scure/base'
import type { Transaction } from '@scure/btc-signer'
import { invalidParams, unauthorized } from '../rpcError.ts'
import type { AddressInputs, BitcoinDevWallet } from './bitcoinDevWallet.ts'
import type { BitcoinPurpose } from './bitcoinKey.ts'
import { checkRecipient, satsOf } from './buildTransfer.ts'
import { hexArgument, indexesParam, objectParams, utf8 } from './requestParams.ts'
import { decodePsbt, sigHashOf } from './signPsbt.ts'

// The wallet's Unisat-style face: `window.unisat` (also the shape of Bitget's `bitkeep.unisat` and Binance's
// `binancew3w.bitcoin`). Unisat shows one address, of the type the user picked: here the key's payment or
// ordinals address (`purpose`). Refusals are thrown `{ code, message }` errors, 4001 for the user's no.

type Listener = (...args: unknown[]) => void

export interface UnisatToSignInput {
  index: number
  address?: string
  publicKey?: string
  sighashTypes?: number[]
}

export interface UnisatSignPsbtOptions {
  /** Default true: the signed inputs come back finalized. */
  autoFinalized?: boolean
  toSignInputs?: UnisatToSignInput[]
}

export interface UnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  getNetwork(): Promise<'livenet' | 'testnet'>
  getChain(): Promise<{ enum: string; name: string; network: 'livenet' | 'testnet' }>
  getBalance(): Promise<{ confirmed: number; unconfirmed: number; total: number }>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(psbtHex: string, options?: UnisatSignPsbtOptions): Promise<string>
  signPsbts(psbtHexs: string[], options?: UnisatSignPsbtOptions[]): Promise<string[]>
  pushPsbt(psbtHex: string): Promise<string>
  sendBitcoin(to: string, satoshis: number, options?: { feeRate?: number }): Promise<string>
  on(event: string, listener: Listener): UnisatProvider
  removeListener(event: string, listener: Listener): UnisatProvider
}

export function createUnisatProvider(wallet: BitcoinDevWallet, purpose: BitcoinPurpose = 'payment'): UnisatProvider {
  const listeners = new Map<Listener, () => void>()
  const address = () => (purpose === 'payment' ? wallet.key.paymentAddress : wallet.key.ordinalsAddress)
  const granted = () => wallet.accounts.some((account) => account.purpose === purpose)
  const requireGranted = () => {
    if (!granted()) throw unauthorized()
    return address()
  }

  /** Inputs named by `toSignInputs` (address or public key of this wallet), else every input of the address. */
  const plan = (psbt: Uint8Array, toSignInputs: UnisatToSignInput[] | undefined): AddressInputs[] => {
    const own = requireGranted()
    if (toSignInputs === undefined) {
      const tx = decodePsbt(psbt)
      const script = purpose === 'payment' ? wallet.key.paymentScript : wallet.key.ordinalsScript
      const indexes = Array.from({ length: tx.inputsLength }, (_, index) => index).filter(
        (index) => hex.encode(tx.getInput(index).witnessUtxo?.script ?? new Uint8Array()) === hex.encode(script),
      )
      return [{ address: own, indexes }]
    }
    if (!Array.isArray(toSignInputs)) throw invalidParams('toSignInputs must be a list')
    return toSignInputs.map((entry) => {
      const { index, address: named, publicKey, sighashTypes } = objectParams(entry) as Partial<UnisatToSignInput>
      const [checked] = indexesParam([index], 'toSignInputs[].index')
      const ownKey = [hex.encode(wallet.key.publicKey), hex.encode(wallet.key.xOnlyPublicKey)]
      if ((named !== undefined && named !== own) || (publicKey !== undefined && !ownKey.includes(publicKey))) {
        throw unauthorized()
      }
      const sigHash = sighashTypes?.[0]
      return { address: own, indexes: [checked!], ...(sigHash === undefined ? {} : { sigHash: sigHashOf(sigHash) }) }
    })
  }

  const signOne = async (psbtHex: string, options: UnisatSignPsbtOptions = {}): Promise<Transaction> => {
    const psbt = hexArgument(psbtHex, 'psbtHex')
    const inputs = plan(psbt, options.toSignInputs)
    wallet.signPsbtAs(psbt, inputs)
    await wallet.prompt()
    const tx = wallet.signPsbtAs(psbt, inputs)
    if (options.autoFinalized !== false)
      for (const index of inputs.flatMap((entry) => entry.indexes)) tx.finalizeIdx(index)
    return tx
  }

  const provider: UnisatProvider = {
    requestAccounts: () =>
      wallet.record('unisat:requestAccounts', {}, async () => {
        await wallet.grant([purpose])
        return [address()]
      }),
    getAccounts: async () => (granted() ? [address()] : []),
    getPublicKey: () =>
      wallet.record('unisat:getPublicKey', {}, async () => {
        requireGranted()
        return hex.encode(wallet.key.publicKey)
      }),
    getNetwork: async () => 'testnet',
    getChain: async () => ({ enum: 'BITCOIN_REGTEST', name: 'Bitcoin Regtest', network: 'testnet' }),
    getBalance: () =>
      wallet.record('unisat:getBalance', {}, async () => {
        const utxos = await wallet.utxosOf(requireGranted())
        const sum = (confirmed: boolean) =>
          utxos.filter((utxo) => utxo.status.confirmed === confirmed).reduce((total, utxo) => total + utxo.value, 0)
        return { confirmed: sum(true), unconfirmed: sum(false), total: sum(true) + sum(false) }
      }),
    signMessage: (message, type = 'ecdsa') =>
      wallet.record('unisat:signMessage', { messageLength: message?.length, type }, async () => {
        if (typeof message !== 'string') throw invalidParams('message must be a string')
        if (type !== 'ecdsa' && type !== 'bip322-simple') throw invalidParams("type must be 'ecdsa' or 'bip322-simple'")
        const own = requireGranted()
        await wallet.prompt()
        return base64.encode(wallet.signMessageAs(own, utf8(message), type === 'ecdsa' ? 'ecdsa' : 'bip322'))
      }),
    signPsbt: (psbtHex, options) =>
      wallet.record('unisat:signPsbt', { psbtLength: psbtHex?.length, options }, async () =>
        hex.encode((await signOne(psbtHex, options)).toPSBT()),
      ),
    signPsbts: (psbtHexs, options = []) =>
      wallet.record('unisat:signPsbts', { count: psbtHexs?.length }, async () => {
        if (!Array.isArray(psbtHexs)) throw invalidParams('psbtHexs must be a list')
        const signed: string[] = []
        for (const [index, psbtHex] of psbtHexs.entries()) {
          signed.push(hex.encode((await signOne(psbtHex, options[index])).toPSBT()))
        }
        return signed
      }),
    pushPsbt: (psbtHex) =>
      wallet.record('unisat:pushPsbt', { psbtLength: psbtHex?.length }, async () => {
        requireGranted()
        const tx = decodePsbt(hexArgument(psbtHex, 'psbtHex'))
        return wallet.broadcast(tx)
      }),
    sendBitcoin: (to, satoshis) =>
      wallet.record('unisat:sendBitcoin', { to, satoshis }, async () => {
        const recipient = { address: checkRecipient(to), amount: satsOf(satoshis) }
        if (purpose !== 'payment') throw invalidParams('The Dev Wallet sends from its payment address only')
        requireGranted()
        await wallet.prompt()
        return wallet.transfer([recipient])
      }),
    on(event, listener) {
      if (event === 'accountsChanged' && !listeners.has(listener)) {
        listeners.set(
          listener,
          wallet.subscribe(() => listener(granted() ? [address()] : [])),
        )
      }
      return provider
    },
    removeListener(event, listener) {
      if (event === 'accountsChanged') {
        listeners.get(listener)?.()
        listeners.delete(listener)
      }
      return provider
    },
  }
  return provider
}
