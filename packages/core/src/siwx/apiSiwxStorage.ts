import type { ApiClient } from '../api/apiClient.ts'
import { HttpStatusError } from '../errors/errors.ts'
import { createStorage, type StoredItem } from '../storage/storedItems.ts'
import { isSessionRecordAnswer, isSiwxSessionList } from './siwxSessionGuard.ts'
import { isSessionCurrent, isSessionFor, type SameAddress, sameSpelling } from './siwxSessions.ts'
import type { SiwxSession, SiwxStorage } from './siwxTypes.ts'

export interface ApiSiwxStorageOptions {
  api: ApiClient
  /** This browser's copy of its sessions (their ids are the bearer tokens). */
  item?: StoredItem<SiwxSession[]>
  now?: () => number
  /** How addresses of a network compare (from its adapter); default: written the same. */
  sameAddress?: SameAddress
}

const isRevokeAnswer = (value: unknown): value is { revoked: true } =>
  typeof value === 'object' && value !== null && (value as { revoked?: unknown }).revoked === true

/** The server no longer knows the session, or ended it: 401 (revoked, expired) or 404. */
/** A session's identity across reads (each read parses fresh objects): its network and nonce. */
const keyOf = (session: SiwxSession) => `${session.data.chainId}|${session.data.nonce}`

const isGone = (error: unknown) => error instanceof HttpStatusError && (error.status === 401 || error.status === 404)

/**
 * Sessions the Foyer API verifies and keeps (`/v1/sessions/*`). The API sets an HttpOnly session cookie for the
 * dapp's backend; this browser keeps the session id to ask the API whether the session still holds after a
 * reload, and to revoke it. A session the API cannot confirm right now (down, 5xx, 429) is kept, not lost.
 */
export function createApiSiwxStorage(options: ApiSiwxStorageOptions): SiwxStorage {
  const item = options.item ?? createStorage().item('siwxSessions', isSiwxSessionList)
  const now = options.now ?? Date.now
  const sameAddress = options.sameAddress ?? sameSpelling
  const read = () => (item.get() ?? []).filter((session) => isSessionCurrent(session, now()))
  const bearer = (id: string) => ({ authorization: `Bearer ${id}` })

  async function revoke(session: SiwxSession): Promise<void> {
    if (!session.id) return
    try {
      await options.api.send('POST', `/v1/sessions/${encodeURIComponent(session.id)}/revoke`, isRevokeAnswer, {
        body: {},
        headers: bearer(session.id),
        // A revoke started while the page unloads (disconnect, sign out) still reaches the API.
        keepalive: true,
      })
    } catch (error) {
      if (!isGone(error)) throw error
    }
  }

  return {
    async add(session, extra) {
      const record = await options.api.send('POST', '/v1/sessions', isSessionRecordAnswer, {
        body: {
          data: session.data,
          message: session.message,
          signature: session.signature,
          ...(session.cacao !== undefined ? { cacao: session.cacao } : {}),
          ...(extra?.emailToken ? { emailToken: extra.emailToken } : {}),
        },
      })
      const kept: SiwxSession = { ...session, id: record.id, ...(record.email ? { email: record.email } : {}) }
      const { chainId, accountAddress } = session.data
      item.set([kept, ...read().filter((other) => !isSessionFor(other, chainId, accountAddress, sameAddress))])
      return kept
    },
    async get(chainId, address) {
      const candidates = read().filter((session) => isSessionFor(session, chainId, address, sameAddress))
      const confirmed: SiwxSession[] = []
      const gone = new Set<string>()
      for (const session of candidates) {
        if (!session.id) {
          gone.add(keyOf(session))
          continue
        }
        try {
          await options.api.send('GET', `/v1/sessions/${encodeURIComponent(session.id)}`, isSessionRecordAnswer, {
            headers: bearer(session.id),
          })
          confirmed.push(session)
        } catch (error) {
          if (isGone(error)) gone.add(keyOf(session))
          else confirmed.push(session)
        }
      }
      if (gone.size > 0) item.set(read().filter((session) => !gone.has(keyOf(session))))
      return confirmed
    },
    async delete(chainId, address) {
      const ending = read().filter((session) => isSessionFor(session, chainId, address, sameAddress))
      item.set(read().filter((session) => !isSessionFor(session, chainId, address, sameAddress)))
      await Promise.all(ending.map(revoke))
    },
    async set(sessions) {
      const keep = new Set(sessions.map((session) => session.id).filter(Boolean))
      const ending = read().filter((session) => !keep.has(session.id))
      item.set(sessions)
      await Promise.all(ending.map(revoke))
    },
  }
}
