import {
  createKeyPairSignerFromBytes,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  signBytes,
  type Transaction,
} from '@solana/kit'
import { callRpc } from '../jsonRpc.ts'
import { DevWalletRpcError, invalidParams, unauthorized, unsupportedMethod } from '../rpcError.ts'
import { addressOfSecretKey } from '../solana/solanaWalletAccount.ts'
import type { WcSolanaChain, WcSolanaMethod } from './wcWalletTypes.ts'

/** WalletConnect's Solana methods (its Solana RPC reference), all of which this wallet answers. */
export const SOLANA_METHODS: readonly WcSolanaMethod[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
]

export interface SolanaRequestsOptions {
  /** Base58 64-byte keypairs; each is an account on every chain. */
  secretKeys: readonly [string, ...string[]]
  chains: readonly [WcSolanaChain, ...WcSolanaChain[]]
  fetch?: typeof fetch
}

const objectParams = (params: unknown): Record<string, unknown> => {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams('The params must be an object')
  }
  return params as Record<string, unknown>
}

const stringParam = (params: Record<string, unknown>, name: string): string => {
  const value = params[name]
  if (typeof value !== 'string' || value === '') throw invalidParams(`${name} must be a non-empty string`)
  return value
}

/**
 * The Solana half of the WalletConnect test wallet: real ed25519 signatures with the devnet's keys (@solana/kit
 * over WebCrypto) and sends to the local chain's node. Every request names its chain; a key the wallet does not
 * hold is 4100, malformed params -32602, and the node's refusal comes back with its own code and text.
 */
export function createSolanaRequests(options: SolanaRequestsOptions) {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const addresses = options.secretKeys.map(addressOfSecretKey)
  const signers = new Map<string, Promise<KeyPairSigner>>()
  const signerOf = (address: string): Promise<KeyPairSigner> => {
    const index = addresses.indexOf(address)
    if (index < 0) throw unauthorized()
    let signer = signers.get(address)
    if (!signer) {
      signer = createKeyPairSignerFromBytes(getBase58Encoder().encode(options.secretKeys[index]!))
      signers.set(address, signer)
    }
    return signer
  }
  const rpcUrlOf = (chainId: string): string => {
    const chain = options.chains.find((candidate) => candidate.caipNetworkId === chainId)
    if (!chain) throw invalidParams(`The wallet does not know the chain ${chainId}`)
    return chain.rpcUrl
  }

  const decodeTransaction = (base64: string): Transaction => {
    try {
      return getTransactionDecoder().decode(getBase64Encoder().encode(base64))
    } catch {
      throw invalidParams('The transaction could not be decoded')
    }
  }

  /** Signs every slot of a key this wallet holds; 4100 when it holds none of the transaction's signers. */
  const sign = async (transaction: Transaction): Promise<{ signed: Transaction; signature: string }> => {
    const ours = Object.keys(transaction.signatures).filter((signer) => addresses.includes(signer))
    const [first] = ours
    if (!first) throw unauthorized()
    const signatures = { ...transaction.signatures }
    for (const address of ours) {
      const signer = await signerOf(address)
      signatures[signer.address] = await signBytes(signer.keyPair.privateKey, transaction.messageBytes)
    }
    const signed = { ...transaction, signatures }
    return { signed, signature: getBase58Decoder().decode(signatures[first as keyof typeof signatures]!) }
  }
  const wire = (transaction: Transaction) => getBase64Decoder().decode(getTransactionEncoder().encode(transaction))

  const handlers: Record<WcSolanaMethod, (params: unknown, chainId: string) => Promise<unknown>> = {
    solana_getAccounts: async () => addresses.map((pubkey) => ({ pubkey })),
    solana_requestAccounts: async () => addresses.map((pubkey) => ({ pubkey })),

    async solana_signMessage(params) {
      const input = objectParams(params)
      const pubkey = stringParam(input, 'pubkey')
      let message: Uint8Array
      try {
        message = Uint8Array.from(getBase58Encoder().encode(stringParam(input, 'message')))
      } catch (error) {
        if (error instanceof DevWalletRpcError) throw error
        throw invalidParams('message must be base58')
      }
      const signer = await signerOf(pubkey)
      const signature = await signBytes(signer.keyPair.privateKey, message)
      return { signature: getBase58Decoder().decode(signature) }
    },

    async solana_signTransaction(params) {
      const { signed, signature } = await sign(decodeTransaction(stringParam(objectParams(params), 'transaction')))
      return { signature, transaction: wire(signed) }
    },

    async solana_signAllTransactions(params) {
      const { transactions } = objectParams(params)
      if (!Array.isArray(transactions) || !transactions.every((entry) => typeof entry === 'string')) {
        throw invalidParams('transactions must be a list of base64 transactions')
      }
      const decoded = transactions.map((entry: string) => decodeTransaction(entry))
      const signed: string[] = []
      for (const transaction of decoded) signed.push(wire((await sign(transaction)).signed))
      return { transactions: signed }
    },

    async solana_signAndSendTransaction(params, chainId) {
      const input = objectParams(params)
      const rpcUrl = rpcUrlOf(chainId)
      const { signed } = await sign(decodeTransaction(stringParam(input, 'transaction')))
      const sendOptions = typeof input.sendOptions === 'object' && input.sendOptions !== null ? input.sendOptions : {}
      const signature = await callRpc<string>(fetchFn, rpcUrl, 'sendTransaction', [
        wire(signed),
        { preflightCommitment: 'confirmed', ...sendOptions, encoding: 'base64' },
      ])
      return { signature }
    },
  }

  return {
    /** The accounts' addresses, in the order of the keys. */
    addresses,
    /** CAIP-10 accounts on every chain, as a session grants them. */
    accounts: () => options.chains.flatMap((chain) => addresses.map((address) => `${chain.caipNetworkId}:${address}`)),
    chainIds: options.chains.map((chain) => chain.caipNetworkId),
    /** Answers one request on `chainId` (a chain of this wallet). */
    async handle(method: string, params: unknown, chainId: string): Promise<unknown> {
      const handler = Object.hasOwn(handlers, method) ? handlers[method as WcSolanaMethod] : undefined
      if (!handler) throw unsupportedMethod(method)
      rpcUrlOf(chainId)
      return handler(params, chainId)
    },
  }
}

export type SolanaRequests = ReturnType<typeof createSolanaRequests>
