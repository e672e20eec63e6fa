import {
  APP_EVENT_PREFIX,
  type AppEvent,
  type AppEventName,
  type AppEventPayload,
  FRAME_EVENT_PREFIX,
  FRAME_MESSAGE_MAX_BYTES,
  type FrameOwnEventName,
  type FrameOwnEventPayload,
  type FrameRequestName,
  type FrameSuccessPayload,
  parseAppEvent,
  parseFrameEvent,
} from '@foyer/protocol'
import { frameErrorMessage } from './frameRequestError.ts'

/** The request events the frame answers (everything but the handshake, which is the window's). */
export type RequestName = Exclude<AppEventName, 'CONNECT_PORT'> & FrameRequestName

/** One handler per request: it gets the payload and the request's id, and returns the success payload. */
export type RequestHandlers = {
  [N in RequestName]: (payload: AppEventPayload<N>, id: string) => Promise<FrameSuccessPayload<N>>
}

/** The one way the frame speaks to the app: over the port, each message checked against the protocol first. */
export interface FrameOutbox {
  emit<N extends FrameOwnEventName>(name: N, payload: FrameOwnEventPayload<N>): void
}

export interface PortEndpoint {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent) => void) | null
  start?(): void
}

export interface PortDispatcher extends FrameOutbox {
  /** Ids of requests started and not yet answered. */
  readonly pending: ReadonlySet<string>
}

/**
 * Runs the app's requests that arrive on the port. A message off-schema (or larger than the cap) is dropped
 * with a warning; an id seen before — in flight or answered — is dropped too, so a replayed request never
 * runs twice and every id gets exactly one answer, `_SUCCESS` or `_ERROR`.
 */
export function createPortDispatcher(
  port: PortEndpoint,
  handlers: RequestHandlers,
  warn: (message: string) => void,
  /** Told each failed request's name and the message its answer carries (the frame's log). */
  onFailure?: (request: string, message: string) => void,
): PortDispatcher {
  const seen = new Set<string>()
  const pending = new Set<string>()

  const post = (message: unknown, fallback?: () => unknown) => {
    if (parseFrameEvent(message)) return port.postMessage(message)
    warn(`Foyer frame: an answer did not fit the protocol (${describe(message)})`)
    const replacement = fallback?.()
    if (replacement !== undefined && parseFrameEvent(replacement)) port.postMessage(replacement)
  }

  const answer = (event: AppEvent, name: string, outcome: { payload: unknown } | { error: unknown }) => {
    pending.delete(event.id)
    const failed = (message: string) => ({
      v: 1,
      id: event.id,
      type: `${FRAME_EVENT_PREFIX}${name}_ERROR`,
      payload: { message },
    })
    if ('error' in outcome) {
      const message = frameErrorMessage(outcome.error)
      onFailure?.(name, message)
      return post(failed(message))
    }
    const success = { v: 1, id: event.id, type: `${FRAME_EVENT_PREFIX}${name}_SUCCESS`, payload: outcome.payload }
    const tooLarge = JSON.stringify(success).length > FRAME_MESSAGE_MAX_BYTES
    if (tooLarge) return post(failed('The answer is too large to pass through the frame'))
    post(success, () => failed(frameErrorMessage(undefined)))
  }

  port.onmessage = (message) => {
    const event = parseAppEvent(message.data)
    if (!event) return warn('Foyer frame: dropped a message that is not a Foyer app event')
    if (seen.has(event.id)) return warn(`Foyer frame: dropped a repeated request id ${event.id}`)
    const name = event.type.slice(APP_EVENT_PREFIX.length)
    if (name === 'CONNECT_PORT') return warn('Foyer frame: dropped a second handshake on the port')
    seen.add(event.id)
    pending.add(event.id)
    const handler = handlers[name as RequestName] as (payload: unknown, id: string) => Promise<unknown>
    let running: Promise<unknown>
    try {
      running = handler(event.payload, event.id)
    } catch (error) {
      running = Promise.reject(error)
    }
    running.then(
      (payload) => answer(event, name, { payload }),
      (error: unknown) => answer(event, name, { error }),
    )
  }
  port.start?.()

  return {
    pending,
    emit(name, payload) {
      post({ v: 1, type: `${FRAME_EVENT_PREFIX}${name}`, payload })
    },
  }
}

function describe(message: unknown): string {
  const type = (message as { type?: unknown } | null)?.type
  return typeof type === 'string' ? type.slice(0, 80) : typeof message
}
