import { isPlainObject } from '../protocol/guards.ts'

/** A message the relay pushed on a subscribed topic (`irn_subscription`). */
export interface RelayPush {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export type RelayFrame =
  | { kind: 'push'; id: number | string; subscriptionId: string; push: RelayPush }
  | { kind: 'request'; id: number | string; method: string }
  | { kind: 'response'; id: number | string; result?: unknown; error?: { code: number; message: string } }
  | { kind: 'invalid' }

const isId = (value: unknown): value is number | string =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

/** Reads one frame from the relay; anything it cannot vouch for is `invalid` and dropped. */
export function readRelayFrame(text: string): RelayFrame {
  let frame: unknown
  try {
    frame = JSON.parse(text)
  } catch {
    return { kind: 'invalid' }
  }
  if (!isPlainObject(frame) || !isId(frame.id)) return { kind: 'invalid' }
  const { id } = frame
  if (typeof frame.method === 'string') {
    const params = frame.params
    if (frame.method === 'irn_subscription' && isPlainObject(params) && isPlainObject(params.data)) {
      const { topic, message, publishedAt, tag, attestation } = params.data
      if (typeof topic === 'string' && typeof message === 'string') {
        return {
          kind: 'push',
          id,
          subscriptionId: typeof params.id === 'string' ? params.id : '',
          push: {
            topic,
            message,
            publishedAt: typeof publishedAt === 'number' ? publishedAt : Date.now(),
            tag: typeof tag === 'number' ? tag : 0,
            ...(typeof attestation === 'string' ? { attestation } : {}),
          },
        }
      }
    }
    return { kind: 'request', id, method: frame.method }
  }
  if ('error' in frame && isPlainObject(frame.error)) {
    const { code, message } = frame.error
    return {
      kind: 'response',
      id,
      error: { code: typeof code === 'number' ? code : -32603, message: typeof message === 'string' ? message : '' },
    }
  }
  if ('result' in frame) return { kind: 'response', id, result: frame.result }
  return { kind: 'invalid' }
}
