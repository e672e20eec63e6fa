import { formatSiwxMessage, parseSiwxMessage } from '@foyer/protocol/siwx-message'
import { FoyerError } from '../errors/errors.ts'
import { createStorage, type StoredItem } from '../storage/storedItems.ts'
import type { Network } from '../types/network.ts'
import { isSiwxSessionList } from './siwxSessionGuard.ts'
import { isSessionCurrent, isSessionFor, type SameAddress, sameSpelling } from './siwxSessions.ts'
import type { SiwxSession, SiwxStorage, SiwxVerifier } from './siwxTypes.ts'

export interface LocalSiwxStorageOptions {
  /** The stored sign-in tokens (SPEC §3). */
  item?: StoredItem<SiwxSession[]>
  verifiers: readonly SiwxVerifier[]
  networks: readonly Network[]
  now?: () => number
  /** How addresses of a network compare (from its adapter); default: written the same. */
  sameAddress?: SameAddress
}

/** The message text must be exactly the one its fields make, or the signature says nothing about the fields. */
function assertMessageMatches(session: SiwxSession): void {
  let parsed: ReturnType<typeof parseSiwxMessage>
  try {
    parsed = parseSiwxMessage(session.message)
  } catch (error) {
    throw new FoyerError('SIGN_MESSAGE_FAILED', undefined, { cause: error })
  }
  if (formatSiwxMessage(parsed) !== formatSiwxMessage(session.data)) throw new FoyerError('SIGN_MESSAGE_FAILED')
}

/**
 * Sessions kept in this browser only: each is verified (by its namespace's verifier) before it is kept, and
 * expired ones are dropped as they are read. Good for dapps without a backend; a server must not trust it.
 */
export function createLocalSiwxStorage(options: LocalSiwxStorageOptions): SiwxStorage {
  const item = options.item ?? createStorage().item('siwxSessions', isSiwxSessionList)
  const now = options.now ?? Date.now
  const sameAddress = options.sameAddress ?? sameSpelling
  const read = () => (item.get() ?? []).filter((session) => isSessionCurrent(session, now()))

  return {
    async add(session) {
      assertMessageMatches(session)
      const network = options.networks.find((candidate) => candidate.caipNetworkId === session.data.chainId)
      if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
      const verifier = options.verifiers.find((candidate) => candidate.namespace === network.chainNamespace)
      if (!verifier) throw new FoyerError('SIWX_NO_VERIFIER')
      if (!(await verifier.verify({ session, network }))) throw new FoyerError('INVALID_SIGN_IN_SIGNATURE')
      const { chainId, accountAddress } = session.data
      item.set([session, ...read().filter((kept) => !isSessionFor(kept, chainId, accountAddress, sameAddress))])
      return session
    },
    async get(chainId, address) {
      const current = read()
      // Expired sessions leave the store as they are found.
      if (current.length !== (item.get() ?? []).length) item.set(current)
      return current.filter((session) => isSessionFor(session, chainId, address, sameAddress))
    },
    async delete(chainId, address) {
      item.set(read().filter((session) => !isSessionFor(session, chainId, address, sameAddress)))
    },
    async set(sessions) {
      item.set(sessions)
    },
  }
}
