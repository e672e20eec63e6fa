import { POLKADOT_DEVNET_ACCOUNTS, type PolkadotDevnetAccount } from '@foyer/devnet/polkadot/accounts'
import { decodeSs58 } from '@foyer/devnet/polkadot/ss58'
import { bytesToHex } from '@noble/hashes/utils.js'
import { signWithAccount, signWithType } from '../polkadot/polkadotKeys.ts'
import { type SignerPayloadJson, signerPayloadBytes } from '../polkadot/signerPayload.ts'
import { dataToBytes, wrapBytes } from '../polkadot/wrapBytes.ts'
import { invalidParams, unauthorized, unsupportedMethod } from '../rpcError.ts'

/** The Polkadot methods this wallet answers (Reown's polkadot RPC reference). */
export type WcPolkadotMethod = 'polkadot_signMessage' | 'polkadot_signTransaction'
export const POLKADOT_METHODS: readonly WcPolkadotMethod[] = ['polkadot_signMessage', 'polkadot_signTransaction']

/** The wallet's Polkadot side: it approves a proposal's polkadot namespace beside eip155. */
export interface WcWalletPolkadotOptions {
  /** CAIP-2 ids (`polkadot:` + 32 hex digits of the genesis hash), e.g. POLKADOT_DEVNET_CAIP_NETWORK_ID. */
  chains: readonly [`polkadot:${string}`, ...`polkadot:${string}`[]]
  /** Keys it holds; default all of POLKADOT_DEVNET_ACCOUNTS. Each is an account on every chain. */
  accounts?: readonly PolkadotDevnetAccount[]
}

const objectParams = (params: unknown): Record<string, unknown> => {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams('The params must be an object')
  }
  return params as Record<string, unknown>
}

/**
 * The Polkadot half of the WalletConnect test wallet: `polkadot_signMessage` signed as an extension's signRaw
 * signs (the `<Bytes>`-wrapped data, with the account's own sr25519, ed25519 or ecdsa key) and answered
 * `{ signature }` in hex; `polkadot_signTransaction` signed as an extension's signPayload signs. Reown documents the params as `{ address, message }` in its dapp guide and as
 * SignerPayloadRaw `{ address, data, type }` in its RPC reference: both are taken.
 */
export function createPolkadotRequests(options: WcWalletPolkadotOptions) {
  const accounts = options.accounts ?? POLKADOT_DEVNET_ACCOUNTS
  const accountOf = (address: unknown): PolkadotDevnetAccount => {
    if (typeof address !== 'string' || address === '') throw invalidParams('address must be an SS58 address')
    let accountId: string
    try {
      accountId = `0x${bytesToHex(decodeSs58(address).accountId)}`
    } catch {
      throw invalidParams(`${address} is not an SS58 address`)
    }
    const account = accounts.find((candidate) => candidate.accountId === accountId)
    if (!account) throw unauthorized()
    return account
  }

  const handlers: Record<WcPolkadotMethod, (params: unknown) => Promise<unknown>> = {
    async polkadot_signMessage(params) {
      const input = objectParams(params)
      const message = input.message ?? input.data
      if (typeof message !== 'string') throw invalidParams('message must be a hex or text string')
      const account = accountOf(input.address)
      const signature = signWithAccount(account, wrapBytes(dataToBytes(message)))
      return { signature: `0x${bytesToHex(signature)}` }
    },

    /** `{ address, transactionPayload: SignerPayloadJSON }` → `{ signature }`, MultiSignature-typed as extensions give it. */
    async polkadot_signTransaction(params) {
      const input = objectParams(params)
      const payload = input.transactionPayload
      if (typeof payload !== 'object' || payload === null) throw invalidParams('transactionPayload must be an object')
      const account = accountOf(input.address)
      if (accountOf((payload as { address?: unknown }).address) !== account) {
        throw invalidParams('transactionPayload.address must be the signing address')
      }
      let bytes: Uint8Array
      try {
        bytes = signerPayloadBytes(payload as SignerPayloadJson)
      } catch (error) {
        throw invalidParams((error as Error).message)
      }
      return { signature: `0x${bytesToHex(signWithType(account, bytes))}` }
    },
  }

  return {
    /** The accounts' SS58 addresses (prefix 42), in order. */
    addresses: accounts.map((account) => account.address),
    /** CAIP-10 accounts on every chain, as a session grants them. */
    accounts: () => options.chains.flatMap((chain) => accounts.map((account) => `${chain}:${account.address}`)),
    chainIds: [...options.chains],
    /** Answers one request on `chainId` (a chain of this wallet). */
    async handle(method: string, params: unknown, chainId: string): Promise<unknown> {
      const handler = Object.hasOwn(handlers, method) ? handlers[method as WcPolkadotMethod] : undefined
      if (!handler) throw unsupportedMethod(method)
      if (!options.chains.includes(chainId as `polkadot:${string}`)) {
        throw invalidParams(`The wallet does not know the chain ${chainId}`)
      }
      return handler(params)
    },
  }
}

export type PolkadotRequests = ReturnType<typeof createPolkadotRequests>
