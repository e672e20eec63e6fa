import type { DevWallet } from '../devWallet.ts'
import type { StorageLike } from '../walletStorage.ts'
import { type KeysSession, openKeysSession, resumeKeysSession } from './keysCipher.ts'

/** What the SDK posts to its keys popup, and what the popup posts back (Coinbase Wallet SDK v4). */
export interface KeysMessage {
  id?: string
  requestId?: string
  event?: string
  sender?: string
  data?: unknown
  content?: {
    handshake?: { method: string; params?: unknown }
    encrypted?: { iv: Uint8Array<ArrayBuffer>; cipherText: ArrayBuffer }
    failure?: { code: number; message: string }
  }
  timestamp?: Date
}

export interface CoinbaseKeysWalletOptions {
  /** The wallet that holds the keys and decides: its mode approves, rejects or holds each request. */
  wallet: DevWallet
  /** The chains it offers the dapp, by id, with the node the SDK reads them through. */
  chains: Record<number, string>
  /** Posts to the dapp's window (the SDK). */
  post(message: KeysMessage): void
  /** Where the session keys wait for the next popup of the same dapp session. */
  storage: StorageLike
  /** Told what the page is doing, for its status line. */
  onActivity?(activity: string): void
}

type Answer = { value: unknown } | { error: { code: number; message: string } }

const sessionKey = (dappKey: string) => `foyer-coinbase-keys:${dappKey.slice(-40)}`

/**
 * Plays the side of Coinbase's keys popup (keys.coinbase.com) the SDK talks to, with a Dev Wallet holding the keys:
 * it says it loaded, answers the signer choice with the smart wallet signer ('scw'), agrees the session key on the
 * accounts handshake, and answers each encrypted request with what the wallet answers.
 */
export function createCoinbaseKeysWallet(options: CoinbaseKeysWalletOptions) {
  const { wallet, post } = options
  const loadedId = crypto.randomUUID()
  let session: KeysSession | undefined
  let appName = 'The dapp'

  const ask = async (action: { method: string; params?: unknown }): Promise<Answer> => {
    options.onActivity?.(`${appName} asks: ${action.method}`)
    try {
      const params = action.params as readonly unknown[] | object | undefined
      const value = await wallet.provider.request({ method: action.method, ...(params ? { params } : {}) })
      options.onActivity?.(`Answered ${action.method}`)
      return { value }
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown }
      options.onActivity?.(`Refused ${action.method}`)
      return { error: { code: typeof code === 'number' ? code : -32603, message: String(message ?? 'Request failed') } }
    }
  }

  const reply = async (requestId: string, active: KeysSession, body: unknown) =>
    post({
      requestId,
      sender: active.publicKeyHex,
      content: { encrypted: await active.encrypt(body) },
      timestamp: new Date(),
    })

  const sessionFor = async (dappKey: string): Promise<KeysSession | undefined> => {
    if (session) return session
    const kept = options.storage.getItem(sessionKey(dappKey))
    session = kept ? await resumeKeysSession(JSON.parse(kept) as JsonWebKey, dappKey) : undefined
    return session
  }

  return {
    /** Tells the SDK the page is ready; it answers with its configuration, then its requests. */
    loaded(): void {
      post({ event: 'PopupLoaded', id: loadedId })
    },

    async receive(message: KeysMessage): Promise<void> {
      if (message.requestId === loadedId) {
        const name = (message.data as { metadata?: { appName?: unknown } } | undefined)?.metadata?.appName
        if (typeof name === 'string') appName = name
        options.onActivity?.(`${appName} opened Coinbase Wallet`)
        return
      }
      if (!message.id) return
      if (message.event === 'selectSignerType') {
        post({ requestId: message.id, data: 'scw' })
        return
      }
      const { handshake, encrypted } = message.content ?? {}
      if (handshake && message.sender) {
        session = await openKeysSession(message.sender)
        options.storage.setItem(sessionKey(message.sender), JSON.stringify(await session.exportPrivateKey()))
        const result = await ask({ method: handshake.method })
        await reply(message.id, session, { result, data: { chains: options.chains } })
        return
      }
      if (encrypted && message.sender) {
        const active = await sessionFor(message.sender)
        if (!active) {
          post({ requestId: message.id, content: { failure: { code: 4100, message: 'No session' } } })
          return
        }
        const { action } = (await active.decrypt(encrypted)) as { action: { method: string; params?: unknown } }
        await reply(message.id, active, { result: await ask(action) })
      }
    },
  }
}
