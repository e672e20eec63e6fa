import { base64, hex } from '@scure/base'
import { bip322MessageHash, signBip322Simple } from '../bitcoin/bip322.ts'
import { type BitcoinKey, type BitcoinPurpose, bitcoinKeyOf } from '../bitcoin/bitcoinKey.ts'
import { REGTEST } from '../bitcoin/bitcoinNetwork.ts'
import { buildTransfer, checkRecipient, satsOf } from '../bitcoin/buildTransfer.ts'
import { addressUtxos, broadcastTransaction, feeRate } from '../bitcoin/esplora.ts'
import { legacyMessageHash, signLegacyMessage } from '../bitcoin/legacyMessage.ts'
import { base64Param, indexesParam, objectParams, stringParam, utf8 } from '../bitcoin/requestParams.ts'
import { decodePsbt, finalizePsbt, type InputToSign, sigHashOf, signPsbtInputs } from '../bitcoin/signPsbt.ts'
import { invalidParams, unauthorized, unsupportedMethod } from '../rpcError.ts'
import type { WcBitcoinChain, WcBitcoinMethod } from './wcWalletTypes.ts'

/** WalletConnect's bip122 methods (Reown's Bitcoin RPC reference), all of which this wallet answers. */
export const BITCOIN_METHODS: readonly WcBitcoinMethod[] = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
]

export const BITCOIN_EVENTS: readonly string[] = ['bip122_addressesChanged']

export interface BitcoinRequestsOptions {
  /** 32-byte hex private keys; each is an account (its payment address) on every chain. */
  privateKeys: readonly [string, ...string[]]
  chains: readonly [WcBitcoinChain, ...WcBitcoinChain[]]
  fetch?: typeof fetch
}

/** Reown's name for an address's role: 'ordinal', where sats-connect and the Wallet Standard say 'ordinals'. */
const intentionOf = (purpose: BitcoinPurpose) => (purpose === 'payment' ? 'payment' : 'ordinal')

/**
 * The Bitcoin half of the WalletConnect test wallet, as Reown's bip122 reference specifies it: an account is a
 * key's first external (P2WPKH payment) address, and its addresses are that one and the key's P2TR (ordinal)
 * one. Message signatures are hex (legacy "Bitcoin Signed Message" by default, BIP-322 simple on request),
 * PSBTs base64, amounts satoshis as decimal strings; sends go to the chain's Esplora API. An account or address
 * the wallet does not hold is 4100, malformed params -32602, and the chain's refusal comes back with its text.
 */
export function createBitcoinRequests(options: BitcoinRequestsOptions) {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const keys = options.privateKeys.map((privateKey) => bitcoinKeyOf(privateKey, REGTEST))
  const addresses = keys.map((key) => key.paymentAddress)

  const esploraOf = (chainId: string): string => {
    const chain = options.chains.find((candidate) => candidate.caipNetworkId === chainId)
    if (!chain) throw invalidParams(`The wallet does not know the chain ${chainId}`)
    return chain.esploraUrl.replace(/\/+$/, '')
  }
  /** The key whose payment address is `account`; 4100 for any other. */
  const keyOfAccount = (params: Record<string, unknown>): BitcoinKey => {
    const key = keys.find((candidate) => candidate.paymentAddress === stringParam(params, 'account'))
    if (!key) throw unauthorized()
    return key
  }
  /** Which of the account's two addresses `address` is; 4100 for an address of another account. */
  const purposeOf = (key: BitcoinKey, address: string): BitcoinPurpose => {
    if (address === key.paymentAddress) return 'payment'
    if (address === key.ordinalsAddress) return 'ordinals'
    throw unauthorized()
  }

  const handlers: Record<WcBitcoinMethod, (params: Record<string, unknown>, chainId: string) => Promise<unknown>> = {
    async getAccountAddresses(params) {
      const key = keyOfAccount(params)
      const { intentions } = params
      if (intentions !== undefined && !(Array.isArray(intentions) && intentions.every((i) => typeof i === 'string'))) {
        throw invalidParams('intentions must be a list of strings')
      }
      const all = (['payment', 'ordinals'] as const).map((purpose) => ({
        address: purpose === 'payment' ? key.paymentAddress : key.ordinalsAddress,
        publicKey: hex.encode(purpose === 'payment' ? key.publicKey : key.xOnlyPublicKey),
        intention: intentionOf(purpose),
      }))
      // An empty list filters nothing, as a missing one.
      return intentions?.length ? all.filter((entry) => intentions.includes(entry.intention)) : all
    },

    async signMessage(params) {
      const key = keyOfAccount(params)
      const message = utf8(stringParam(params, 'message'))
      const address = params.address === undefined ? key.paymentAddress : stringParam(params, 'address')
      const purpose = purposeOf(key, address)
      const protocol = params.protocol ?? 'ecdsa'
      if (protocol !== 'ecdsa' && protocol !== 'bip322') throw invalidParams("protocol must be 'ecdsa' or 'bip322'")
      const signature =
        protocol === 'bip322'
          ? signBip322Simple(key, purpose === 'payment' ? key.paymentScript : key.ordinalsScript, message)
          : signLegacyMessage(key.privateKey, message, purpose === 'payment' ? 39 : 31)
      const messageHash = protocol === 'bip322' ? bip322MessageHash(message) : legacyMessageHash(message)
      return { address, signature: hex.encode(signature), messageHash: hex.encode(messageHash) }
    },

    async signPsbt(params, chainId) {
      const key = keyOfAccount(params)
      const psbt = base64Param(params, 'psbt')
      const { signInputs, broadcast } = params
      if (!Array.isArray(signInputs)) throw invalidParams('signInputs must be a list of { address, index }')
      const plan: InputToSign[] = signInputs.map((entry) => {
        const input = objectParams(entry)
        const [index] = indexesParam([input.index], 'signInputs[].index')
        const { sighashTypes } = input
        if (sighashTypes !== undefined && !Array.isArray(sighashTypes)) {
          throw invalidParams('signInputs[].sighashTypes must be a list')
        }
        const sigHash = sighashTypes?.[0] as number | undefined
        return {
          index: index!,
          key,
          purpose: purposeOf(key, stringParam(input, 'address')),
          ...(sigHash === undefined ? {} : { sigHash: sigHashOf(sigHash) }),
        }
      })
      const tx = decodePsbt(psbt)
      signPsbtInputs(tx, plan)
      if (broadcast !== true) return { psbt: base64.encode(tx.toPSBT()) }
      const txid = await broadcastTransaction(fetchFn, esploraOf(chainId), finalizePsbt(tx).hex)
      return { psbt: base64.encode(tx.toPSBT()), txid }
    },

    async sendTransfer(params, chainId) {
      const key = keyOfAccount(params)
      const recipient = { address: checkRecipient(params.recipientAddress), amount: satsOf(params.amount) }
      if (params.changeAddress !== undefined) purposeOf(key, stringParam(params, 'changeAddress'))
      const esplora = esploraOf(chainId)
      const [utxos, rate] = await Promise.all([
        addressUtxos(fetchFn, esplora, key.paymentAddress),
        feeRate(fetchFn, esplora),
      ])
      const tx = buildTransfer(key, utxos, [recipient], rate)
      signPsbtInputs(
        tx,
        Array.from({ length: tx.inputsLength }, (_, index) => ({ index, key, purpose: 'payment' as const })),
      )
      return { txid: await broadcastTransaction(fetchFn, esplora, finalizePsbt(tx).hex) }
    },
  }

  return {
    /** The accounts' (payment) addresses, in the order of the keys. */
    addresses,
    /** CAIP-10 accounts on every chain, as a session grants them. */
    accounts: () => options.chains.flatMap((chain) => addresses.map((address) => `${chain.caipNetworkId}:${address}`)),
    chainIds: options.chains.map((chain) => chain.caipNetworkId),
    /** Answers one request on `chainId` (a chain of this wallet). */
    async handle(method: string, params: unknown, chainId: string): Promise<unknown> {
      const handler = Object.hasOwn(handlers, method) ? handlers[method as WcBitcoinMethod] : undefined
      if (!handler) throw unsupportedMethod(method)
      esploraOf(chainId)
      return handler(objectParams(params), chainId)
    },
  }
}

export type BitcoinRequests = ReturnType<typeof createBitcoinRequests>
