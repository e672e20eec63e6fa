import type { ProposalNamespaces, SessionNamespaces } from '../protocol/namespaces.ts'
import type { Metadata, SessionProposeParams } from '../protocol/payloads.ts'
import type { PublishOptions } from '../protocol/rpcOptions.ts'
import type { WalletConnectStorage } from './storage.ts'

export interface Participant {
  publicKey: string
  metadata: Metadata
}

export interface PairingRecord {
  topic: string
  /** Unix seconds. */
  expiry: number
  /** True once a session was proposed and answered over it. */
  active: boolean
  peerMetadata?: Metadata
}

export interface SessionRecord {
  topic: string
  pairingTopic: string
  relay: { protocol: string }
  /** Unix seconds. */
  expiry: number
  /** The dapp has answered the settlement (wallet side). */
  acknowledged: boolean
  /** The wallet's public key: only it may update, extend or emit. */
  controller: string
  self: Participant
  peer: Participant
  namespaces: SessionNamespaces
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: Record<string, unknown>
}

/** A proposal this client received (wallet side) and has not answered yet. */
export interface ProposalRecord {
  id: number
  pairingTopic: string
  params: SessionProposeParams
  /** Unix seconds. */
  expiryTimestamp: number
}

/** A session request this wallet received and has not answered yet; kept across reloads. */
export interface PendingRequestRecord {
  id: number
  topic: string
  method: string
  params: unknown
  chainId: string
  /** Unix seconds; after it the answer is "Session request expired." */
  expiryTimestamp?: number
  receivedAt: number
}

/** A request received on a topic, and the sealed answer once given: a replayed request gets that answer again. */
export interface HistoryEntry {
  id: number
  method: string
  answer?: { message: string; options: PublishOptions }
}

export interface StateData {
  v: 1
  /** The relay client's Ed25519 seed (relay JWT, client id). */
  clientSeed: string
  /** topic → symmetric key */
  keys: Record<string, string>
  /** X25519 public key → private key */
  keyPairs: Record<string, string>
  pairings: Record<string, PairingRecord>
  sessions: Record<string, SessionRecord>
  proposals: Record<string, ProposalRecord>
  pendingRequests: Record<string, PendingRequestRecord>
  history: Record<string, HistoryEntry[]>
}

const HISTORY_PER_TOPIC = 200

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * One client's persistent state, as one JSON document under `<prefix>:wc@2`. Writes are coalesced and kept
 * in order; a document that is not ours (another version, corrupt) is dropped and the client starts afresh.
 */
export class ClientState {
  private writing: Promise<void> = Promise.resolve()
  private dirty = false

  private constructor(
    readonly data: StateData,
    private readonly storage: WalletConnectStorage,
    private readonly key: string,
  ) {}

  static async load(storage: WalletConnectStorage, prefix: string, newSeed: () => string): Promise<ClientState> {
    const key = `${prefix}:wc@2`
    let data: StateData | undefined
    try {
      const stored = await storage.getItem(key)
      const parsed: unknown = stored ? JSON.parse(stored) : undefined
      if (isRecord(parsed) && parsed.v === 1 && typeof parsed.clientSeed === 'string')
        data = parsed as unknown as StateData
      else if (stored) console.warn('[foyer] WalletConnect storage held something else; starting afresh')
    } catch (error) {
      console.warn('[foyer] WalletConnect storage could not be read; starting afresh', error)
    }
    data ??= {
      v: 1,
      clientSeed: newSeed(),
      keys: {},
      keyPairs: {},
      pairings: {},
      sessions: {},
      proposals: {},
      pendingRequests: {},
      history: {},
    }
    const state = new ClientState(data, storage, key)
    state.save()
    return state
  }

  /** Schedules a write of the whole document; several changes in one tick are written once. */
  save(): Promise<void> {
    if (this.dirty) return this.writing
    this.dirty = true
    this.writing = this.writing.then(async () => {
      await Promise.resolve()
      this.dirty = false
      try {
        await this.storage.setItem(this.key, JSON.stringify(this.data))
      } catch (error) {
        console.warn('[foyer] WalletConnect storage could not be written', error)
      }
    })
    return this.writing
  }

  /** Forgets a topic: its key, its history. */
  dropTopic(topic: string): void {
    delete this.data.keys[topic]
    delete this.data.history[topic]
    void this.save()
  }

  history(topic: string): HistoryEntry[] {
    return this.data.history[topic] ?? []
  }

  remember(topic: string, entry: HistoryEntry): void {
    const list = this.data.history[topic] ?? []
    this.data.history[topic] = list
    list.push(entry)
    if (list.length > HISTORY_PER_TOPIC) list.splice(0, list.length - HISTORY_PER_TOPIC)
    void this.save()
  }
}
