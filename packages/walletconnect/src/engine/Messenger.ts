import { EnvelopeError, openEnvelope, seal, TYPE_0, unseal } from '../crypto/envelope.ts'
import { type ErrorReason, WalletConnectError } from '../protocol/errors.ts'
import { PayloadError } from '../protocol/guards.ts'
import { type PeerMessage, readPeerMessage } from '../protocol/payloads.ts'
import {
  type PublishOptions,
  RPC_OPTIONS,
  type RpcMethod,
  UNSUPPORTED_METHOD_RESPONSE,
} from '../protocol/rpcOptions.ts'
import type { RelayConnection } from '../relay/RelayConnection.ts'
import type { RelayPush } from '../relay/relayMessages.ts'
import type { ClientState } from '../storage/ClientState.ts'
import { payloadId } from './payloadId.ts'

export interface IncomingRequest {
  topic: string
  id: number
  method: string
  params: unknown
  publishedAt: number
  attestation?: string
}

interface Outgoing {
  topic: string
  method: RpcMethod
  message: string
  options: PublishOptions
  resolve(result: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
}

/**
 * Sealed JSON-RPC between peers over the relay: sends requests and waits for their answers, answers requests,
 * and turns each push into a checked message. Only topics with a key get through; a request id seen before on
 * its topic is a replay (it gets the answer given then, never a second handling); an answer nobody waits for
 * is dropped.
 */
export class Messenger {
  private readonly outgoing = new Map<number, Outgoing>()
  onRequest: (request: IncomingRequest) => Promise<void> | void = () => {}

  constructor(
    private readonly state: ClientState,
    private readonly relay: RelayConnection,
  ) {}

  /** Publishes a request; the promise settles with the peer's answer, or fails after `timeoutMs` if one is set. */
  async request<T = unknown>(
    topic: string,
    method: RpcMethod,
    params: unknown,
    options: { timeoutMs?: number; ttl?: number; id?: number } = {},
  ): Promise<{ id: number; answer: Promise<T> }> {
    const id = options.id ?? payloadId()
    const message = this.seal(topic, { id, jsonrpc: '2.0', method, params })
    const publishOptions = { ...RPC_OPTIONS[method].req, ...(options.ttl ? { ttl: options.ttl } : {}) }
    const answer = new Promise<T>((resolve, reject) => {
      const timer =
        options.timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.outgoing.delete(id)
              reject(new WalletConnectError({ code: 8000, message: `The wallet did not answer ${method} in time` }))
            }, options.timeoutMs)
      this.outgoing.set(id, {
        topic,
        method,
        message,
        options: publishOptions,
        resolve: resolve as (r: unknown) => void,
        reject,
        timer,
      })
    })
    // A request that could not be published fails at once instead of waiting for an answer that cannot come.
    answer.catch(() => undefined)
    try {
      await this.relay.publish(topic, message, publishOptions)
    } catch (error) {
      this.settle(id, undefined, error as Error)
      throw error
    }
    return { id, answer }
  }

  /** The sealed request, for a relay method that publishes it itself (wc_proposeSession, wc_approveSession). */
  prepare<T = unknown>(topic: string, method: RpcMethod, params: unknown, options: { timeoutMs?: number } = {}) {
    const id = payloadId()
    const message = this.seal(topic, { id, jsonrpc: '2.0', method, params })
    const answer = new Promise<T>((resolve, reject) => {
      const timer =
        options.timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.outgoing.delete(id)
              reject(new WalletConnectError({ code: 8000, message: `No answer to ${method} in time` }))
            }, options.timeoutMs)
      this.outgoing.set(id, {
        topic,
        method,
        message,
        options: RPC_OPTIONS[method].req,
        resolve: resolve as (r: unknown) => void,
        reject,
        timer,
      })
    })
    answer.catch(() => undefined)
    return { id, message, answer, fail: (error: Error) => this.settle(id, undefined, error) }
  }

  /** Stops waiting for every answer on a topic (the session or pairing is gone). */
  abandon(topic: string, error: Error): void {
    for (const [id, entry] of this.outgoing) if (entry.topic === topic) this.settle(id, undefined, error)
  }

  async respond(topic: string, id: number, method: string, result: unknown, options?: PublishOptions): Promise<void> {
    await this.answer(topic, id, method, { id, jsonrpc: '2.0', result }, options ?? responseOptions(method))
  }

  async respondError(topic: string, id: number, method: string, reason: ErrorReason, options?: PublishOptions) {
    const error = { code: reason.code, message: reason.message }
    await this.answer(topic, id, method, { id, jsonrpc: '2.0', error }, options ?? responseOptions(method))
  }

  /** A sealed result for a relay method that publishes it itself; kept in history like any answer. */
  sealAnswer(topic: string, id: number, method: string, result: unknown): { message: string; options: PublishOptions } {
    const message = this.seal(topic, { id, jsonrpc: '2.0', result })
    const options = responseOptions(method)
    this.keepAnswer(topic, id, method, message, options)
    return { message, options }
  }

  /** After a reconnect: requests still unanswered go out again (the relay drops the copy it already holds). */
  republishPending(): void {
    for (const entry of this.outgoing.values()) {
      void this.relay.publish(entry.topic, entry.message, entry.options).catch(() => undefined)
    }
  }

  /** Handles one relay push: decrypt, check, dispatch. Anything that fails a check is dropped with a warning. */
  async receive(push: RelayPush): Promise<void> {
    const key = this.state.data.keys[push.topic]
    if (!key) throw new PayloadError(`No key for topic ${push.topic.slice(0, 8)}…`)
    const envelope = openEnvelope(push.message)
    if (envelope.type !== TYPE_0) throw new EnvelopeError('Only type 0 envelopes are expected on a sign topic')
    const message = readPeerMessage(unseal(key, envelope))
    this.checkTag(push.tag, message)
    if (message.kind === 'request') return this.incoming(push, message)
    this.answered(push.topic, message)
  }

  /**
   * The relay routes by tag, and a sealed message must agree with the tag it came under: a request under its
   * method's request tag, an answer under its request's answer tags. 0 means the sender set none.
   */
  private checkTag(tag: number, message: PeerMessage): void {
    if (tag === 0) return
    const method = message.kind === 'request' ? message.method : this.outgoing.get(message.id)?.method
    if (!method || !Object.hasOwn(RPC_OPTIONS, method)) return
    const options: { req: PublishOptions; res: PublishOptions; reject?: PublishOptions; autoReject?: PublishOptions } =
      RPC_OPTIONS[method as RpcMethod]
    const expected =
      message.kind === 'request' ? [options.req.tag] : [options.res.tag, options.reject?.tag, options.autoReject?.tag]
    if (!expected.includes(tag)) throw new PayloadError(`tag ${tag} does not belong to ${method}`)
  }

  private async incoming(push: RelayPush, message: Extract<PeerMessage, { kind: 'request' }>): Promise<void> {
    const seen = this.state.history(push.topic).find((entry) => entry.id === message.id)
    if (seen) {
      // The peer asks again (its answer was lost, or the relay replayed): it gets the same answer, once more.
      if (seen.answer) await this.relay.publish(push.topic, seen.answer.message, seen.answer.options)
      return
    }
    this.state.remember(push.topic, { id: message.id, method: message.method })
    await this.onRequest({
      topic: push.topic,
      id: message.id,
      method: message.method,
      params: message.params,
      publishedAt: push.publishedAt,
      ...(push.attestation ? { attestation: push.attestation } : {}),
    })
  }

  private answered(topic: string, message: Exclude<PeerMessage, { kind: 'request' }>): void {
    const entry = this.outgoing.get(message.id)
    // An answer to a request this client never sent on this topic is not an answer.
    if (!entry || entry.topic !== topic) return
    if (message.kind === 'result') this.settle(message.id, message.result)
    else this.settle(message.id, undefined, new WalletConnectError(message.error))
  }

  private settle(id: number, result: unknown, error?: Error): void {
    const entry = this.outgoing.get(id)
    if (!entry) return
    this.outgoing.delete(id)
    clearTimeout(entry.timer)
    if (error) entry.reject(error)
    else entry.resolve(result)
  }

  private async answer(topic: string, id: number, method: string, body: unknown, options: PublishOptions) {
    const message = this.seal(topic, body)
    this.keepAnswer(topic, id, method, message, options)
    await this.relay.publish(topic, message, options)
  }

  private keepAnswer(topic: string, id: number, method: string, message: string, options: PublishOptions): void {
    const entry = this.state.history(topic).find((item) => item.id === id)
    if (entry) {
      entry.answer = { message, options }
      void this.state.save()
    } else {
      this.state.remember(topic, { id, method, answer: { message, options } })
    }
  }

  private seal(topic: string, body: unknown): string {
    const key = this.state.data.keys[topic]
    if (!key) throw new WalletConnectError({ code: 2, message: `No matching key. topic ${topic.slice(0, 8)}…` })
    return seal(key, JSON.stringify(body))
  }
}

function responseOptions(method: string): PublishOptions {
  return Object.hasOwn(RPC_OPTIONS, method) ? RPC_OPTIONS[method as RpcMethod].res : UNSUPPORTED_METHOD_RESPONSE
}
