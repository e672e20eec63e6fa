import {
  type EmbeddedAccount,
  type EmbeddedRpcRequest,
  type EmbeddedWallet,
  type EmbeddedWalletEvent,
  FoyerError,
  UserRejectedError,
} from '@foyer/core'
import { rpcMethodPolicy } from '@foyer/protocol/rpc-policy'
import { ed25519 } from '@noble/curves/ed25519'
import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes, type Transaction } from '@solana/kit'
import { decodeBase58, encodeBase58 } from '../base58.ts'
import { fromBase64, toBase64 } from '../walletConnect/solanaRpcMethods.ts'

/** What the visitor does with a request the frame shows for approval. */
export type ApprovalAnswer = 'approve' | 'reject'

export interface TestEmbeddedWalletOptions {
  /** Base58 of the visitor's 64-byte Solana keypair (32-byte ed25519 seed, then the public key). */
  secretKey: string
  connectorId?: string
  /** Signed in at the start (a session the frame kept from an earlier visit). Default true. */
  signedIn?: boolean
  /** The frame never loads (its site is down): every call fails with SPEC §9's text, as core reports it. */
  unreachable?: boolean
  /** How the visitor answers each approval; default approve. */
  approve?(request: EmbeddedRpcRequest): ApprovalAnswer | Promise<ApprovalAnswer>
}

const objectParams = (params: EmbeddedRpcRequest['params']): Record<string, unknown> => {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new Error('The params must be an object')
  return params as Record<string, unknown>
}

const stringParam = (params: Record<string, unknown>, name: string): string => {
  const value = params[name]
  if (typeof value !== 'string' || value === '') throw new Error(`${name} must be a non-empty string`)
  return value
}

/**
 * A stand-in for the secure frame behind core's embedded wallet, for the Solana adapter's tests: the visitor's
 * account is a real ed25519 key (@noble/curves), signatures are real, sends are signed here and go to the chain's
 * real node (the request's rpcUrl). It answers WalletConnect's solana shapes as the frame does (SPEC §7 RPC:
 * solana_signMessage { message: base58, pubkey } → { signature: base58 }, solana_signTransaction
 * { transaction: base64 } → { transaction: base64 }, solana_signAndSendTransaction → { signature: base58 }),
 * refuses SPEC §6's forbidden methods, asks for approval (answered by `approve`), and answers only while someone
 * is signed in. Errors are what core's frame client hands the adapter (its frameError): UserRejectedError for a
 * no, 'Requested RPC call is not allowed' for a forbidden method, 'Unable to load email login dependency' when
 * the frame cannot load, and otherwise 'Something went wrong' with the frame's own words.
 */
export function createTestEmbeddedWallet(options: TestEmbeddedWalletOptions) {
  const keypair = decodeBase58(options.secretKey)
  if (keypair?.length !== 64) throw new TypeError('secretKey must be a base58 64-byte keypair')
  const seed = keypair.slice(0, 32)
  const address = encodeBase58(ed25519.getPublicKey(seed))
  const listeners = new Set<(event: EmbeddedWalletEvent) => void>()
  let signedIn = options.signedIn ?? true
  let addresses = [address]

  /** Every request that reached the frame, in order. */
  const requests: EmbeddedRpcRequest[] = []
  /** Every request the frame showed for approval. */
  const approvals: EmbeddedRpcRequest[] = []
  /** Every network switch asked of the frame (the Solana adapter follows the dapp's network and asks none). */
  const switches: Parameters<EmbeddedWallet['switchNetwork']>[0][] = []

  const emit = (event: EmbeddedWalletEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  const node = async (request: EmbeddedRpcRequest, method: string, params: unknown): Promise<unknown> => {
    if (!request.rpcUrl) throw new Error('The frame was given no node for this chain')
    const response = await fetch(request.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }

  const decode = (base64: string): Transaction => {
    const bytes = fromBase64(base64)
    if (!bytes) throw new Error('The transaction is not base64')
    try {
      return getTransactionDecoder().decode(bytes)
    } catch {
      throw new Error('The transaction could not be decoded')
    }
  }

  /** The transaction with the visitor's slot signed; 4100 when it asks nothing of the visitor's key. */
  const sign = (transaction: Transaction): { wire: string; signature: string } => {
    if (!Object.hasOwn(transaction.signatures, address)) {
      throw new Error('The requested account has not been authorized')
    }
    const signature = ed25519.sign(Uint8Array.from(transaction.messageBytes), seed)
    const signed = { ...transaction, signatures: { ...transaction.signatures, [address]: signature as SignatureBytes } }
    return {
      wire: toBase64(Uint8Array.from(getTransactionEncoder().encode(signed))),
      signature: encodeBase58(signature),
    }
  }

  const signed = async (request: EmbeddedRpcRequest): Promise<unknown> => {
    const params = objectParams(request.params)
    switch (request.method) {
      case 'solana_signMessage': {
        if (stringParam(params, 'pubkey') !== address) {
          throw new Error('The requested account has not been authorized')
        }
        const message = decodeBase58(stringParam(params, 'message'))
        if (!message) throw new Error('message must be base58')
        return { signature: encodeBase58(ed25519.sign(message, seed)) }
      }
      case 'solana_signTransaction':
        return { transaction: sign(decode(stringParam(params, 'transaction'))).wire }
      case 'solana_signAndSendTransaction': {
        const { wire } = sign(decode(stringParam(params, 'transaction')))
        const sendOptions =
          typeof params.sendOptions === 'object' && params.sendOptions !== null ? params.sendOptions : {}
        const signature = await node(request, 'sendTransaction', [
          wire,
          { preflightCommitment: 'confirmed', ...sendOptions, encoding: 'base64' },
        ])
        return { signature }
      }
    }
    throw new Error(`The frame cannot sign ${request.method}`)
  }

  /** The frame's side of one RPC request: reads forwarded to the chain's node, the rest after the visitor's yes. */
  const answer = async (request: EmbeddedRpcRequest): Promise<unknown> => {
    if (!signedIn) throw new Error('Not signed in')
    if (request.chainNamespace !== 'solana') throw new Error(`This frame holds no ${request.chainNamespace} account`)
    const policy = rpcMethodPolicy(request.method)
    if (policy === 'safe') return node(request, request.method, request.params ?? [])
    approvals.push(request)
    if ((await (options.approve?.(request) ?? 'approve')) === 'reject') throw new UserRejectedError()
    return signed(request)
  }

  const wallet: EmbeddedWallet = {
    connectorId: options.connectorId ?? 'embedded',
    origin: 'http://127.0.0.1:1',
    async getAccounts({ chainNamespace }) {
      if (options.unreachable) throw new FoyerError('IFRAME_LOAD_FAILED')
      return signedIn && chainNamespace === 'solana'
        ? addresses.map((account) => ({ namespace: 'solana' as const, address: account }))
        : []
    },
    async request(request) {
      requests.push(request)
      // As core's frame client does, before anything is posted.
      if (rpcMethodPolicy(request.method) === 'forbidden') throw new FoyerError('RPC_NOT_ALLOWED')
      try {
        return await answer(request)
      } catch (error) {
        // Over the port an error is only its message; core makes the visitor's no UserRejectedError and the rest
        // 'Something went wrong' with the frame's words (core's frameError).
        if (error instanceof UserRejectedError) throw error
        throw new FoyerError('SOMETHING_WENT_WRONG', error instanceof Error ? error.message : String(error))
      }
    },
    async switchNetwork(params) {
      switches.push(params)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async signOut() {
      if (!signedIn) return
      signedIn = false
      emit({ type: 'disconnect' })
    },
  }

  return {
    wallet,
    address,
    requests,
    approvals,
    switches,
    isSignedIn: () => signedIn,
    /** The frame reports other accounts (none: []), as after a sign-in elsewhere. */
    changeAccounts(next: string[]) {
      addresses = next
      emit({ type: 'accountsChanged', accounts: next.map((account) => ({ namespace: 'solana', address: account })) })
    },
    /** The frame reports exactly these accounts, of any namespace (what core passes on from the frame). */
    reportAccounts(accounts: EmbeddedAccount[]) {
      emit({ type: 'accountsChanged', accounts })
    },
    /** The frame's session ends on its own (expired, signed out in another tab). */
    endSession() {
      signedIn = false
      emit({ type: 'disconnect' })
    },
    listenerCount: () => listeners.size,
  }
}

export type TestEmbeddedWallet = ReturnType<typeof createTestEmbeddedWallet>
