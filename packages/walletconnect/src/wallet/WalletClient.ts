import { deriveSymKey, generateKeyPair, topicOf } from '../crypto/keys.ts'
import type { IncomingRequest } from '../engine/Messenger.ts'
import { type SignClientOptions, SignCore, type SignCoreEvents } from '../engine/SignCore.ts'
import { type ErrorReason, sdkError, WalletConnectError } from '../protocol/errors.ts'
import {
  checkProposalNamespaces,
  checkSessionNamespaces,
  namespaceForChain,
  type SessionNamespaces,
} from '../protocol/namespaces.ts'
import { PairingUriError, parsePairingUri } from '../protocol/pairingUri.ts'
import { readSessionPropose, readSessionRequest } from '../protocol/payloads.ts'
import { ACTIVE_PAIRING_LIFETIME_SECONDS, RPC_OPTIONS, SESSION_LIFETIME_SECONDS } from '../protocol/rpcOptions.ts'
import { RelayError } from '../relay/RelayConnection.ts'
import type { PendingRequestRecord, ProposalRecord, SessionRecord } from '../storage/ClientState.ts'

export interface WalletEvents extends SignCoreEvents {
  session_proposal: ProposalRecord
  session_request: PendingRequestRecord
  proposal_expire: { id: number }
  /** The dapp answered a settlement: the session is acknowledged. */
  session_acknowledged: { topic: string }
}

const METHOD_NOT_FOUND = -32601
/** How long the wallet waits for the dapp to acknowledge an update, an extension or an event. */
const ANSWER_TIMEOUT_MS = 30_000

/** The wallet's end of the sign protocol: pair, approve or reject, answer requests, update, extend, emit. */
export class WalletClient extends SignCore<WalletEvents> {
  static async init(options: SignClientOptions): Promise<WalletClient> {
    const client = new WalletClient(options, await SignCore.loadState(options, 'foyer-wallet'))
    for (const proposal of Object.values(client.state.data.proposals)) client.watchProposalExpiry(proposal)
    await client.resume()
    return client
  }

  /** Pairs with a dapp's `wc:` URI; its proposal arrives as a `session_proposal` event. */
  async pair(uri: string): Promise<{ topic: string; expiry: number }> {
    let pairing: ReturnType<typeof parsePairingUri>
    try {
      pairing = parsePairingUri(uri, this.nowSeconds())
    } catch (error) {
      if (error instanceof PairingUriError) throw new WalletConnectError({ code: 5, message: error.message })
      throw error
    }
    if (this.state.data.pairings[pairing.topic]?.active) {
      throw new WalletConnectError({ code: 5, message: 'This pairing is already in use: ask the dapp for a new URI' })
    }
    this.state.data.keys[pairing.topic] = pairing.symKey
    this.storePairing({ topic: pairing.topic, expiry: pairing.expiryTimestamp, active: false })
    await this.relay.subscribe(pairing.topic)
    return { topic: pairing.topic, expiry: pairing.expiryTimestamp }
  }

  getPendingProposals(): ProposalRecord[] {
    return Object.values(this.state.data.proposals)
  }

  getPendingRequests(): PendingRequestRecord[] {
    return Object.values(this.state.data.pendingRequests)
  }

  /** Approves a proposal with the namespaces the user granted; resolves once the settlement is published. */
  async approve(params: {
    id: number
    namespaces: SessionNamespaces
    sessionProperties?: Record<string, string>
  }): Promise<SessionRecord> {
    const proposal = this.requireProposal(params.id)
    const required = proposal.params.requiredNamespaces ?? {}
    const problem = checkSessionNamespaces(params.namespaces, required)
    if (problem) throw new WalletConnectError(problem)
    const self = generateKeyPair()
    const sessionKey = deriveSymKey(self.privateKey, proposal.params.proposer.publicKey)
    const topic = topicOf(sessionKey)
    this.state.data.keys[topic] = sessionKey
    this.state.data.keyPairs[self.publicKey] = self.privateKey
    const session: SessionRecord = {
      topic,
      pairingTopic: proposal.pairingTopic,
      relay: { protocol: 'irn' },
      expiry: this.nowSeconds() + SESSION_LIFETIME_SECONDS,
      acknowledged: false,
      controller: self.publicKey,
      self: { publicKey: self.publicKey, metadata: this.options.metadata },
      peer: proposal.params.proposer,
      namespaces: params.namespaces,
      requiredNamespaces: required,
      optionalNamespaces: proposal.params.optionalNamespaces ?? {},
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
    }
    const settle = this.messenger.prepare(topic, 'wc_sessionSettle', {
      relay: session.relay,
      controller: { publicKey: self.publicKey, metadata: this.options.metadata },
      namespaces: session.namespaces,
      requiredNamespaces: session.requiredNamespaces,
      optionalNamespaces: session.optionalNamespaces,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      expiry: session.expiry,
      pairingTopic: proposal.pairingTopic,
    })
    this.storeSession(session)
    delete this.state.data.proposals[params.id]
    this.clearTimer(`proposal:${params.id}`)
    const pairing = this.state.data.pairings[proposal.pairingTopic]
    if (pairing) {
      this.storePairing({
        ...pairing,
        active: true,
        expiry: this.nowSeconds() + ACTIVE_PAIRING_LIFETIME_SECONDS,
        peerMetadata: proposal.params.proposer.metadata,
      })
    }
    await this.relay.subscribe(topic)
    const response = await this.messenger.sealAnswer(proposal.pairingTopic, params.id, 'wc_sessionPropose', {
      relay: { protocol: 'irn' },
      responderPublicKey: self.publicKey,
    })
    try {
      await this.relay.call('wc_approveSession', {
        sessionTopic: topic,
        pairingTopic: proposal.pairingTopic,
        sessionProposalResponse: response.message,
        sessionSettlementRequest: settle.message,
        ttl: RPC_OPTIONS.wc_sessionSettle.req.ttl,
      })
    } catch (error) {
      if (!(error instanceof RelayError && error.code === METHOD_NOT_FOUND)) throw error
      await this.relay.publish(proposal.pairingTopic, response.message, response.options)
      await this.relay.publish(topic, settle.message, RPC_OPTIONS.wc_sessionSettle.req)
    }
    settle.answer.then(
      () => {
        const current = this.state.data.sessions[topic]
        if (!current) return
        this.storeSession({ ...current, acknowledged: true })
        this.events.emit('session_acknowledged', { topic })
      },
      () => undefined,
    )
    return session
  }

  /** Says no to a proposal (the dapp sees the reason; 5000 "User rejected." by default). */
  async reject(params: { id: number; reason?: ErrorReason }): Promise<void> {
    const proposal = this.requireProposal(params.id)
    delete this.state.data.proposals[params.id]
    this.clearTimer(`proposal:${params.id}`)
    void this.state.save()
    await this.messenger.respondError(
      proposal.pairingTopic,
      params.id,
      'wc_sessionPropose',
      params.reason ?? sdkError('USER_REJECTED'),
      RPC_OPTIONS.wc_sessionPropose.reject,
    )
  }

  /** Answers a session request with a result or an error; an unknown or answered id is refused. */
  async respond(params: {
    topic: string
    response: { id: number; result: unknown } | { id: number; error: ErrorReason }
  }): Promise<void> {
    const { topic, response } = params
    const pending = this.state.data.pendingRequests[String(response.id)]
    if (!pending || pending.topic !== topic) {
      throw new WalletConnectError({ code: 2, message: `No matching key. request id ${response.id} is not pending` })
    }
    delete this.state.data.pendingRequests[String(response.id)]
    void this.state.save()
    if (pending.expiryTimestamp !== undefined && pending.expiryTimestamp <= this.nowSeconds()) {
      await this.messenger.respondError(topic, response.id, 'wc_sessionRequest', sdkError('SESSION_REQUEST_EXPIRED'))
      throw new WalletConnectError(sdkError('SESSION_REQUEST_EXPIRED'))
    }
    if ('error' in response) {
      await this.messenger.respondError(topic, response.id, 'wc_sessionRequest', response.error)
    } else {
      await this.messenger.respond(topic, response.id, 'wc_sessionRequest', response.result)
    }
  }

  /** Changes what the session grants (accounts, chains, methods); the dapp must acknowledge. */
  async update(params: { topic: string; namespaces: SessionNamespaces }): Promise<void> {
    const session = this.requireSession(params.topic)
    const problem = checkSessionNamespaces(params.namespaces, session.requiredNamespaces)
    if (problem) throw new WalletConnectError(problem)
    this.storeSession({ ...session, namespaces: params.namespaces })
    const { answer } = await this.messenger.request(
      params.topic,
      'wc_sessionUpdate',
      { namespaces: params.namespaces },
      {
        timeoutMs: ANSWER_TIMEOUT_MS,
      },
    )
    await answer
  }

  /** Extends the session to 7 days from now. */
  async extend(params: { topic: string }): Promise<{ expiry: number }> {
    const session = this.requireSession(params.topic)
    const expiry = this.nowSeconds() + SESSION_LIFETIME_SECONDS
    this.storeSession({ ...session, expiry })
    const { answer } = await this.messenger.request(
      params.topic,
      'wc_sessionExtend',
      { expiry },
      {
        timeoutMs: ANSWER_TIMEOUT_MS,
      },
    )
    await answer
    return { expiry }
  }

  /** Tells the dapp of an event on a chain of the session (accountsChanged, chainChanged…). */
  async emit(params: { topic: string; event: { name: string; data: unknown }; chainId: string }): Promise<void> {
    const session = this.requireSession(params.topic)
    const namespace = namespaceForChain(session.namespaces, params.chainId)
    if (!namespace) throw new WalletConnectError(sdkError('UNSUPPORTED_CHAINS', params.chainId))
    if (!namespace.events.includes(params.event.name)) {
      throw new WalletConnectError(sdkError('UNAUTHORIZED_EVENT', params.event.name))
    }
    // Resolves once published: the official SDK never answers an event it accepts (it answers only errors).
    const { answer } = await this.messenger.request(
      params.topic,
      'wc_sessionEvent',
      { event: params.event, chainId: params.chainId },
      { timeoutMs: ANSWER_TIMEOUT_MS },
    )
    answer.catch((error: WalletConnectError) => {
      if (error.code !== 8000) console.warn(`[foyer] the dapp refused the ${params.event.name} event: ${error.message}`)
    })
  }

  protected async handle(request: IncomingRequest): Promise<boolean> {
    const { topic, id, method } = request
    if (method === 'wc_sessionPropose') {
      await this.onProposal(request)
      return true
    }
    if (method === 'wc_sessionRequest') {
      await this.onSessionRequest(request)
      return true
    }
    if (method === 'wc_sessionUpdate' || method === 'wc_sessionExtend' || method === 'wc_sessionEvent') {
      // Only the controller (this wallet) updates, extends and emits.
      const key =
        method === 'wc_sessionUpdate'
          ? 'UNAUTHORIZED_UPDATE_REQUEST'
          : method === 'wc_sessionExtend'
            ? 'UNAUTHORIZED_EXTEND_REQUEST'
            : 'UNAUTHORIZED_EVENT'
      await this.messenger.respondError(topic, id, method, sdkError(key))
      return true
    }
    return false
  }

  private async onProposal(request: IncomingRequest): Promise<void> {
    const { topic, id } = request
    const autoReject = RPC_OPTIONS.wc_sessionPropose.autoReject
    if (!this.state.data.pairings[topic] || this.getSession(topic)) {
      await this.messenger.respondError(topic, id, 'wc_sessionPropose', sdkError('WC_METHOD_UNSUPPORTED'), autoReject)
      return
    }
    let params: ReturnType<typeof readSessionPropose>
    try {
      params = readSessionPropose(request.params, 'params')
    } catch (error) {
      await this.messenger.respondError(
        topic,
        id,
        'wc_sessionPropose',
        sdkError('INVALID_METHOD', (error as Error).message),
        autoReject,
      )
      return
    }
    const expiryTimestamp = params.expiryTimestamp ?? this.nowSeconds() + RPC_OPTIONS.wc_sessionPropose.req.ttl
    const problem = !params.relays.some((relay) => relay.protocol === 'irn')
      ? sdkError('UNSUPPORTED_CHAINS', 'no irn relay was proposed')
      : expiryTimestamp <= this.nowSeconds()
        ? sdkError('SESSION_REQUEST_EXPIRED', 'Proposal expired')
        : (checkProposalNamespaces(params.requiredNamespaces ?? {}) ??
          checkProposalNamespaces(params.optionalNamespaces ?? {}))
    if (problem) {
      await this.messenger.respondError(topic, id, 'wc_sessionPropose', problem, autoReject)
      return
    }
    const proposal: ProposalRecord = { id, pairingTopic: topic, params, expiryTimestamp }
    this.state.data.proposals[String(id)] = proposal
    void this.state.save()
    this.watchProposalExpiry(proposal)
    this.events.emit('session_proposal', proposal)
  }

  private async onSessionRequest(request: IncomingRequest): Promise<void> {
    const { topic, id, method } = request
    const session = this.getSession(topic)
    if (!session) {
      await this.messenger.respondError(topic, id, method, sdkError('USER_DISCONNECTED'))
      return
    }
    const { request: inner, chainId } = readSessionRequest(request.params, 'params')
    const namespace = namespaceForChain(session.namespaces, chainId)
    const problem = !namespace
      ? sdkError('UNSUPPORTED_CHAINS', `${chainId} is not in the session`)
      : !namespace.methods.includes(inner.method)
        ? sdkError('UNAUTHORIZED_METHOD', `${inner.method} was not granted on ${chainId}`)
        : inner.expiryTimestamp !== undefined && inner.expiryTimestamp <= this.nowSeconds()
          ? sdkError('SESSION_REQUEST_EXPIRED')
          : undefined
    if (problem) {
      await this.messenger.respondError(topic, id, method, problem)
      return
    }
    const pending: PendingRequestRecord = {
      id,
      topic,
      method: inner.method,
      params: inner.params,
      chainId,
      receivedAt: Date.now(),
      ...(inner.expiryTimestamp !== undefined ? { expiryTimestamp: inner.expiryTimestamp } : {}),
    }
    this.state.data.pendingRequests[String(id)] = pending
    void this.state.save()
    this.events.emit('session_request', pending)
  }

  private requireProposal(id: number): ProposalRecord {
    const proposal = this.state.data.proposals[String(id)]
    if (!proposal)
      throw new WalletConnectError({ code: 2, message: `No matching key. proposal id doesn't exist: ${id}` })
    if (proposal.expiryTimestamp <= this.nowSeconds()) {
      this.dropProposal(id)
      throw new WalletConnectError({ code: 6, message: 'Expired. Proposal expired' })
    }
    return proposal
  }

  private dropProposal(id: number): void {
    delete this.state.data.proposals[String(id)]
    this.clearTimer(`proposal:${id}`)
    void this.state.save()
  }

  private watchProposalExpiry(proposal: ProposalRecord): void {
    this.setTimer(`proposal:${proposal.id}`, proposal.expiryTimestamp, () => {
      this.dropProposal(proposal.id)
      this.events.emit('proposal_expire', { id: proposal.id })
    })
  }
}
