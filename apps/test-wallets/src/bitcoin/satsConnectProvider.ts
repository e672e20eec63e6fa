import { base64, hex } from '@scure/base'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { type DevWalletRpcError, invalidParams, unauthorized, unsupportedMethod } from '../rpcError.ts'
import { bip322MessageHash } from './bip322.ts'
import type { AddressInputs, BitcoinDevWallet } from './bitcoinDevWallet.ts'
import type { BitcoinWalletAccount } from './bitcoinDevWalletTypes.ts'
import type { BitcoinPurpose } from './bitcoinKey.ts'
import { isPurpose, orderedPurposes } from './bitcoinWalletMemory.ts'
import { checkRecipient, satsOf } from './buildTransfer.ts'
import { legacyMessageHash } from './legacyMessage.ts'
import { base64Param, indexesParam, objectParams, stringParam, utf8 } from './requestParams.ts'
import { decodePsbt } from './signPsbt.ts'

// The wallet's sats-connect face (Xverse's provider protocol, sats-connect 4.x): `window.btc_providers` lists
// it, and the object at its dotted `id` answers `request(method, params)` with JSON-RPC 2.0 replies.

type SatsConnectReply =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

type SatsConnectEvent =
  | { eventName: 'accountChange'; cb: (event: { type: 'accountChange'; addresses?: SatsConnectAddress[] }) => void }
  | { eventName: 'disconnect'; cb: (event: { type: 'disconnect' }) => void }
  | { eventName: 'networkChange'; cb: (event: unknown) => void }

export interface SatsConnectAddress {
  address: string
  publicKey: string
  purpose: BitcoinPurpose
  addressType: 'p2wpkh' | 'p2tr'
  walletType: 'software'
}

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<SatsConnectReply>
  addListener(listener: SatsConnectEvent): () => void
}

/** sats-connect's `RpcErrorCode`: what its dapps match on (-32000 is the user's no, -32002 access denied). */
const toSatsConnectCode = (code: number): number =>
  code === 4001 ? -32000 : code === 4100 ? -32002 : code === 4200 ? -32601 : code

const METHODS = [
  'getInfo',
  'getAddresses',
  'getAccounts',
  'wallet_connect',
  'wallet_disconnect',
  'wallet_getAccount',
  'wallet_getNetwork',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

const NETWORK = { bitcoin: { name: 'Regtest' }, stacks: { name: 'testnet' }, spark: { name: 'regtest' } }

const addressOf = ({ address, publicKey, purpose }: BitcoinWalletAccount): SatsConnectAddress => ({
  address,
  publicKey: hex.encode(Uint8Array.from(publicKey)),
  purpose,
  addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
  walletType: 'software',
})

/** The Bitcoin purposes among those a dapp asks for (Xverse also has stacks, starknet, spark: not here). */
function bitcoinPurposes(value: unknown, name: string): BitcoinPurpose[] {
  if (!Array.isArray(value)) throw invalidParams(`${name} must list address purposes`)
  const purposes = orderedPurposes(value.filter(isPurpose))
  if (purposes.length === 0) throw invalidParams("The Dev Wallet has only 'payment' and 'ordinals' addresses")
  return purposes
}

export function createSatsConnectProvider(wallet: BitcoinDevWallet): SatsConnectProvider {
  let nextId = 0
  const accountId = () => `foyer-dev-wallet-${wallet.getState().accountIndex}`

  /** Every input of the PSBT spending a granted address, as Xverse signs when `signInputs` is left out. */
  const ownInputs = (psbt: Uint8Array): AddressInputs[] => {
    const tx = decodePsbt(psbt)
    const byAddress = new Map<string, number[]>()
    for (let index = 0; index < tx.inputsLength; index++) {
      const script = tx.getInput(index).witnessUtxo?.script
      const account = script && wallet.accounts.find((candidate) => ownsScript(candidate, script))
      if (account) byAddress.set(account.address, [...(byAddress.get(account.address) ?? []), index])
    }
    return [...byAddress].map(([address, indexes]) => ({ address, indexes }))
  }
  const ownsScript = (account: BitcoinWalletAccount, script: Uint8Array) =>
    equalBytes(account.purpose === 'payment' ? wallet.key.paymentScript : wallet.key.ordinalsScript, script)

  const handlers: Record<(typeof METHODS)[number], (params: unknown) => Promise<unknown>> = {
    getInfo: async () => ({ version: '1.0.0', platform: 'web', methods: [...METHODS], supports: [] }),

    async getAddresses(params) {
      const accounts = await wallet.grant(bitcoinPurposes(objectParams(params).purposes, 'purposes'))
      return { addresses: accounts.map(addressOf), network: NETWORK }
    },

    async getAccounts(params) {
      const accounts = await wallet.grant(bitcoinPurposes(objectParams(params).purposes, 'purposes'))
      return accounts.map(addressOf)
    },

    async wallet_connect(params) {
      const requested = params == null ? undefined : objectParams(params).addresses
      const purposes = requested === undefined ? ['payment', 'ordinals'] : requested
      const accounts = await wallet.grant(bitcoinPurposes(purposes, 'addresses'))
      return { id: accountId(), addresses: accounts.map(addressOf), walletType: 'software', network: NETWORK }
    },

    async wallet_getAccount() {
      if (wallet.accounts.length === 0) throw unauthorized()
      return { id: accountId(), addresses: wallet.accounts.map(addressOf), walletType: 'software', network: NETWORK }
    },

    wallet_getNetwork: async () => NETWORK,

    async wallet_disconnect() {
      wallet.disconnectExternally()
      return null
    },

    async signMessage(params) {
      const input = objectParams(params)
      const address = stringParam(input, 'address')
      const message = utf8(stringParam(input, 'message'))
      const protocol = input.protocol ?? 'BIP322'
      if (protocol !== 'BIP322' && protocol !== 'ECDSA') throw invalidParams("protocol must be 'BIP322' or 'ECDSA'")
      wallet.authorize(address)
      await wallet.prompt()
      const signature = wallet.signMessageAs(address, message, protocol === 'ECDSA' ? 'ecdsa' : 'bip322')
      const messageHash = protocol === 'ECDSA' ? legacyMessageHash(message) : bip322MessageHash(message)
      return { signature: base64.encode(signature), messageHash: hex.encode(messageHash), address, protocol }
    },

    async signPsbt(params) {
      const input = objectParams(params)
      const psbt = base64Param(input, 'psbt')
      const { signInputs, broadcast } = input
      let inputs: AddressInputs[]
      if (signInputs === undefined) inputs = ownInputs(psbt)
      else {
        const map = objectParams(signInputs)
        inputs = Object.entries(map).map(([address, indexes]) => ({
          address,
          indexes: indexesParam(indexes, `signInputs.${address}`),
        }))
      }
      wallet.signPsbtAs(psbt, inputs)
      await wallet.prompt()
      const tx = wallet.signPsbtAs(psbt, inputs)
      if (broadcast !== true) return { psbt: base64.encode(tx.toPSBT()) }
      const txid = await wallet.broadcast(tx)
      return { psbt: base64.encode(tx.toPSBT()), txid }
    },

    async sendTransfer(params) {
      const { recipients } = objectParams(params)
      if (!Array.isArray(recipients) || recipients.length === 0) throw invalidParams('recipients must be a list')
      const parsed = recipients.map((recipient) => {
        const entry = objectParams(recipient)
        return { address: checkRecipient(entry.address), amount: satsOf(entry.amount) }
      })
      wallet.authorize(wallet.key.paymentAddress)
      await wallet.prompt()
      return { txid: await wallet.transfer(parsed) }
    },
  }

  return {
    async request(method, params) {
      const id = String(++nextId)
      try {
        const handler = Object.hasOwn(handlers, method) ? handlers[method as keyof typeof handlers] : undefined
        const result = await wallet.record(`sats-connect:${method}`, summarize(params), () => {
          if (!handler) throw unsupportedMethod(method)
          return handler(params)
        })
        return { jsonrpc: '2.0', id, result }
      } catch (error) {
        const { code, message } = error as DevWalletRpcError
        return { jsonrpc: '2.0', id, error: { code: toSatsConnectCode(code), message } }
      }
    },

    addListener(listener) {
      return wallet.subscribe((accounts) => {
        if (listener.eventName === 'accountChange' && accounts.length > 0) {
          listener.cb({ type: 'accountChange', addresses: accounts.map(addressOf) })
        }
        if (listener.eventName === 'disconnect' && accounts.length === 0) listener.cb({ type: 'disconnect' })
      })
    },
  }
}

/** The log keeps what was asked, with a PSBT as its length. */
function summarize(params: unknown): unknown {
  if (typeof params !== 'object' || params === null) return params
  const { psbt, ...rest } = params as Record<string, unknown>
  return typeof psbt === 'string' ? { ...rest, psbtLength: psbt.length } : rest
}

export interface SatsConnectInstallOptions {
  /** Dotted path on `window` where the provider object lives; default 'FoyerDevWallet.BitcoinProvider'. */
  id?: string
  name?: string
  icon?: string
}

declare global {
  interface Window {
    btc_providers?: { id: string; name: string; icon: string; webUrl?: string; methods?: string[] }[]
  }
}

/** Puts the provider at its `id` on `window` and lists it in `window.btc_providers`, as Xverse does. */
export function installSatsConnectProvider(
  wallet: BitcoinDevWallet,
  { id = 'FoyerDevWallet.BitcoinProvider', name = wallet.name, icon = wallet.icon }: SatsConnectInstallOptions = {},
): SatsConnectProvider {
  const provider = createSatsConnectProvider(wallet)
  const path = id.split('.')
  let target = window as unknown as Record<string, unknown>
  for (const part of path.slice(0, -1)) {
    target[part] ??= {}
    target = target[part] as Record<string, unknown>
  }
  target[path.at(-1)!] = provider
  window.btc_providers = [
    ...(window.btc_providers ?? []).filter((entry) => entry.id !== id),
    { id, name, icon, methods: [...METHODS] },
  ]
  return provider
}
