import { deriveSymKey, generateKeyPair, generateSymKey, topicOf } from '../crypto/keys.ts'
import type { IncomingRequest } from '../engine/Messenger.ts'
import { type SignClientOptions, SignCore, type SignCoreEvents } from '../engine/SignCore.ts'
import { internalError, sdkError, WalletConnectError } from '../protocol/errors.ts'
import {
  chainsOfSession,
  checkProposalNamespaces,
  checkSessionNamespaces,
  namespaceForChain,
  type ProposalNamespaces,
} from '../protocol/namespaces.ts'
import { formatPairingUri } from '../protocol/pairingUri.ts'
import {
  readSessionEvent,
  readSessionExtend,
  readSessionProposeResult,
  readSessionSettle,
  readSessionUpdate,
} from '../protocol/payloads.ts'
import { ACTIVE_PAIRING_LIFETIME_SECONDS, RPC_OPTIONS, SESSION_LIFETIME_SECONDS } from '../protocol/rpcOptions.ts'
import { RelayError } from '../relay/RelayConnection.ts'
import type { SessionRecord } from '../storage/ClientState.ts'

export interface ProposeParams {
  requiredNamespaces?: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  sessionProperties?: Record<string, string>
  /** How long the pairing (and so the URI) lives; default 5 minutes. */
  pairingLifetimeSeconds?: number
}

export interface Proposal {
  uri: string
  pairingTopic: string
  /** Settles with the session once the wallet approved and settled it; fails with the wallet's refusal. */
  approval: Promise<SessionRecord>
  /** Gives up the pairing: the wallet can no longer answer it. */
  cancel(): void
}

interface AwaitedSettlement {
  pairingTopic: string
  responderPublicKey: string
  self: { publicKey: string }
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  resolve(session: SessionRecord): void
  reject(error: Error): void
}

const METHOD_NOT_FOUND = -32601
const DEFAULT_PAIRING_SECONDS = 300
/** Default wait for a session request's answer: its relay TTL (5 minutes), as the spec's requests live. */
const REQUEST_TIMEOUT_MS = RPC_OPTIONS.wc_sessionRequest.req.ttl * 1000

/** The dapp's end of the sign protocol: propose, receive the settlement, send requests, follow the session. */
export class DappClient extends SignCore<SignCoreEvents> {
  private readonly settlements = new Map<string, AwaitedSettlement>()

  static async init(options: SignClientOptions): Promise<DappClient> {
    const client = new DappClient(options, await SignCore.loadState(options, 'foyer'))
    await client.resume()
    return client
  }

  /**
   * Makes a pairing and proposes a session on it. The URI is ready at once, before the relay is reached:
   * the relay keeps the proposal until the wallet subscribes.
   */
  propose(params: ProposeParams): Proposal {
    const requiredNamespaces = params.requiredNamespaces ?? {}
    const optionalNamespaces = params.optionalNamespaces ?? {}
    const problem = checkProposalNamespaces(requiredNamespaces) ?? checkProposalNamespaces(optionalNamespaces)
    if (problem) throw new WalletConnectError(problem)
    const symKey = generateSymKey()
    const pairingTopic = topicOf(symKey)
    const self = generateKeyPair()
    const expiry = Math.floor(Date.now() / 1000 + (params.pairingLifetimeSeconds ?? DEFAULT_PAIRING_SECONDS))
    this.state.data.keys[pairingTopic] = symKey
    this.state.data.keyPairs[self.publicKey] = self.privateKey
    this.storePairing({ topic: pairingTopic, expiry, active: false })
    const uri = formatPairingUri({
      topic: pairingTopic,
      symKey,
      relayProtocol: 'irn',
      expiryTimestamp: expiry,
      methods: [['wc_sessionPropose']],
    })
    const proposal = {
      relays: [{ protocol: 'irn' }],
      proposer: { publicKey: self.publicKey, metadata: this.options.metadata },
      requiredNamespaces,
      optionalNamespaces,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      expiryTimestamp: expiry,
      pairingTopic,
    }
    let cancelled = false
    const approval = new Promise<SessionRecord>((resolve, reject) => {
      const settlement = { pairingTopic, self, requiredNamespaces, optionalNamespaces, resolve, reject }
      this.sendProposal(pairingTopic, proposal, expiry, settlement).catch((error: unknown) => {
        if (!cancelled) reject(error)
      })
    })
    approval.catch(() => undefined)
    return {
      uri,
      pairingTopic,
      approval,
      cancel: () => {
        cancelled = true
        for (const [topic, settlement] of this.settlements) {
          if (settlement.pairingTopic === pairingTopic) this.settlements.delete(topic)
        }
        if (this.state.data.pairings[pairingTopic] && !this.state.data.pairings[pairingTopic]?.active) {
          this.forgetPairing(pairingTopic)
        }
      },
    }
  }

  /** Sends `method` to the wallet on `chainId` and resolves with its result; its error answer is thrown. */
  async request<T = unknown>(
    topic: string,
    chainId: string,
    request: { method: string; params?: unknown },
    options: { expiryTimestamp?: number; timeoutMs?: number } = {},
  ): Promise<T> {
    const session = this.requireSession(topic)
    const namespace = namespaceForChain(session.namespaces, chainId)
    if (!namespace) throw new WalletConnectError(sdkError('UNSUPPORTED_CHAINS', `${chainId} is not in the session`))
    if (!namespace.methods.includes(request.method)) {
      throw new WalletConnectError(sdkError('UNAUTHORIZED_METHOD', `${request.method} was not granted on ${chainId}`))
    }
    const params = {
      request: {
        method: request.method,
        params: request.params ?? [],
        ...(options.expiryTimestamp ? { expiryTimestamp: options.expiryTimestamp } : {}),
      },
      chainId,
    }
    const timeoutMs =
      options.timeoutMs ?? (options.expiryTimestamp ? options.expiryTimestamp * 1000 - Date.now() : REQUEST_TIMEOUT_MS)
    const ttl = options.expiryTimestamp ? Math.max(300, options.expiryTimestamp - this.nowSeconds()) : undefined
    const { answer } = await this.messenger.request<T>(topic, 'wc_sessionRequest', params, {
      timeoutMs,
      ...(ttl ? { ttl } : {}),
    })
    return answer
  }

  /** Ends the session and the pairing it came from (Foyer makes one pairing per connect). */
  override async disconnect(topic: string, reason = sdkError('USER_DISCONNECTED')): Promise<void> {
    const pairingTopic = this.getSession(topic)?.pairingTopic
    await Promise.all([
      super.disconnect(topic, reason),
      pairingTopic ? this.deletePairing(pairingTopic, reason) : undefined,
    ])
  }

  private async sendProposal(
    pairingTopic: string,
    proposal: unknown,
    expiry: number,
    settlement: Omit<AwaitedSettlement, 'responderPublicKey'>,
  ): Promise<void> {
    const timeoutMs = expiry * 1000 - Date.now()
    const prepared = this.messenger.prepare(pairingTopic, 'wc_sessionPropose', proposal, { timeoutMs })
    const { req } = RPC_OPTIONS.wc_sessionPropose
    try {
      await this.relay.subscribe(pairingTopic)
      try {
        await this.relay.call('wc_proposeSession', { pairingTopic, sessionProposal: prepared.message, ttl: req.ttl })
      } catch (error) {
        // A relay without the session methods gets the same message through plain irn_publish.
        if (!(error instanceof RelayError && error.code === METHOD_NOT_FOUND)) throw error
        await this.relay.publish(pairingTopic, prepared.message, req)
      }
    } catch (error) {
      prepared.fail(error as Error)
    }
    let result: unknown
    try {
      result = await prepared.answer
    } catch (error) {
      this.forgetPairing(pairingTopic)
      throw error
    }
    const { responderPublicKey, relay } = readSessionProposeResult(result, 'result')
    if (relay.protocol !== 'irn') throw internalError('MISSING_OR_INVALID', `relay protocol ${relay.protocol}`)
    const privateKey = this.state.data.keyPairs[settlement.self.publicKey]
    if (!privateKey) throw internalError('NO_MATCHING_KEY', 'the proposal key is gone')
    const sessionKey = deriveSymKey(privateKey, responderPublicKey)
    const sessionTopic = topicOf(sessionKey)
    this.state.data.keys[sessionTopic] = sessionKey
    void this.state.save()
    this.settlements.set(sessionTopic, { ...settlement, responderPublicKey })
    const pairing = this.state.data.pairings[pairingTopic]
    if (pairing)
      this.storePairing({ ...pairing, active: true, expiry: this.nowSeconds() + ACTIVE_PAIRING_LIFETIME_SECONDS })
    // The settlement may already wait at the relay: it replays it on subscribe.
    await this.relay.subscribe(sessionTopic)
  }

  protected async handle(request: IncomingRequest): Promise<boolean> {
    const { topic, id, method } = request
    switch (method) {
      case 'wc_sessionSettle':
        await this.onSettle(request)
        return true
      case 'wc_sessionUpdate': {
        const session = this.getSession(topic)
        if (!session) return false
        const { namespaces } = readSessionUpdate(request.params, 'params')
        const problem = checkSessionNamespaces(namespaces, session.requiredNamespaces)
        if (problem) {
          await this.messenger.respondError(topic, id, method, sdkError('INVALID_UPDATE_REQUEST', problem.message))
          return true
        }
        this.storeSession({ ...session, namespaces })
        await this.messenger.respond(topic, id, method, true)
        this.events.emit('session_update', { topic, namespaces })
        return true
      }
      case 'wc_sessionExtend': {
        const session = this.getSession(topic)
        if (!session) return false
        // The spec sends the new expiry; the official SDK sends {} and means 7 days from now.
        const expiry =
          readSessionExtend(request.params, 'params').expiry ?? this.nowSeconds() + SESSION_LIFETIME_SECONDS
        if (expiry < session.expiry || expiry > this.nowSeconds() + SESSION_LIFETIME_SECONDS + 60) {
          await this.messenger.respondError(topic, id, method, sdkError('INVALID_EXTEND_REQUEST', `expiry ${expiry}`))
          return true
        }
        this.storeSession({ ...session, expiry })
        await this.messenger.respond(topic, id, method, true)
        this.events.emit('session_extend', { topic, expiry })
        return true
      }
      case 'wc_sessionEvent': {
        const session = this.getSession(topic)
        if (!session) return false
        const { event, chainId } = readSessionEvent(request.params, 'params')
        const namespace = namespaceForChain(session.namespaces, chainId)
        if (!namespace?.events.includes(event.name)) {
          await this.messenger.respondError(
            topic,
            id,
            method,
            sdkError('UNAUTHORIZED_EVENT', `${event.name} on ${chainId}`),
          )
          return true
        }
        await this.messenger.respond(topic, id, method, true)
        this.events.emit('session_event', { topic, chainId, event })
        return true
      }
      default:
        return false
    }
  }

  private async onSettle(request: IncomingRequest): Promise<void> {
    const { topic, id, method } = request
    const awaited = this.settlements.get(topic)
    if (!awaited) {
      await this.messenger.respondError(
        topic,
        id,
        method,
        sdkError('SESSION_SETTLEMENT_FAILED', 'no proposal awaits it'),
      )
      return
    }
    this.settlements.delete(topic)
    let params: ReturnType<typeof readSessionSettle>
    try {
      params = readSessionSettle(request.params, 'params')
      const problem =
        params.controller.publicKey !== awaited.responderPublicKey
          ? sdkError('SESSION_SETTLEMENT_FAILED', 'the controller is not the key that answered the proposal')
          : params.relay.protocol !== 'irn'
            ? sdkError('SESSION_SETTLEMENT_FAILED', `relay protocol ${params.relay.protocol}`)
            : params.expiry <= this.nowSeconds()
              ? sdkError('SESSION_SETTLEMENT_FAILED', 'the session is already expired')
              : checkSessionNamespaces(params.namespaces, awaited.requiredNamespaces)
      if (problem) throw new WalletConnectError(problem)
    } catch (error) {
      const reason =
        error instanceof WalletConnectError
          ? { code: error.code, message: error.message }
          : sdkError('SESSION_SETTLEMENT_FAILED', (error as Error).message)
      await this.messenger.respondError(topic, id, method, reason)
      this.forgetSession(topic)
      awaited.reject(new WalletConnectError(reason))
      return
    }
    const session: SessionRecord = {
      topic,
      pairingTopic: awaited.pairingTopic,
      relay: { protocol: 'irn' },
      expiry: Math.min(params.expiry, this.nowSeconds() + SESSION_LIFETIME_SECONDS + 60),
      acknowledged: true,
      controller: params.controller.publicKey,
      self: { publicKey: awaited.self.publicKey, metadata: this.options.metadata },
      peer: params.controller,
      namespaces: params.namespaces,
      requiredNamespaces: awaited.requiredNamespaces,
      optionalNamespaces: awaited.optionalNamespaces,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
    }
    this.storeSession(session)
    const pairing = this.state.data.pairings[awaited.pairingTopic]
    if (pairing) this.storePairing({ ...pairing, peerMetadata: params.controller.metadata })
    await this.messenger.respond(topic, id, method, true)
    awaited.resolve(session)
  }

  /** Every chain the session covers, across its namespaces. */
  static chainsOf(session: SessionRecord): string[] {
    return chainsOfSession(session.namespaces)
  }
}
