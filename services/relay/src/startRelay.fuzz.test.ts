import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { connectTestClient, randomTopic } from './connectTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

const MAX_MESSAGE_BYTES = 1024
// Above the frame limit (2 × message size + 64 KiB): the relay closes with 1009.
const OVERSIZE = 'z'.repeat(2 * MAX_MESSAGE_BYTES + 64 * 1024 + 1)
let relay: RunningRelay

beforeAll(async () => {
  relay = await startRelay({ verifyAuth: false, maxMessageBytes: MAX_MESSAGE_BYTES, maxViolations: 5 })
})
afterAll(async () => {
  await relay.stop()
})

const methods = [
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchUnsubscribe',
  'irn_publish',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
  'irn_subscription',
  'eth_call',
]
const topic = fc.oneof(fc.constantFrom('fuzz-a', 'fuzz-b', '', 'x'.repeat(300)), fc.jsonValue())
const params = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      topic,
      topics: fc.oneof(fc.array(topic, { maxLength: 4 }), fc.jsonValue()),
      message: fc.oneof(fc.string(), fc.constant('y'.repeat(MAX_MESSAGE_BYTES + 1)), fc.jsonValue()),
      ttl: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
      tag: fc.oneof(fc.integer(), fc.jsonValue()),
      attestation: fc.jsonValue(),
      pairingTopic: topic,
      sessionTopic: topic,
      sessionProposal: fc.string(),
      sessionProposalResponse: fc.string(),
      sessionSettlementRequest: fc.string(),
      subscriptions: fc.oneof(fc.array(fc.record({ topic, id: fc.jsonValue() }), { maxLength: 3 }), fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
)
const id = fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.jsonValue())
const request = fc
  .record(
    {
      jsonrpc: fc.constantFrom('2.0', '1.0'),
      id,
      method: fc.oneof(fc.constantFrom(...methods), fc.jsonValue()),
      params,
    },
    { requiredKeys: [] },
  )
  .map((frame) => JSON.stringify(frame))
const response = fc
  .record({ id, result: fc.jsonValue(), error: fc.jsonValue() }, { requiredKeys: ['id'] })
  .map((frame) => JSON.stringify(frame))
const frame: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { arbitrary: request, weight: 6 },
  { arbitrary: response, weight: 2 },
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.json(), weight: 2 },
  { arbitrary: fc.uint8Array({ maxLength: 64 }), weight: 1 },
  { arbitrary: fc.constant(OVERSIZE), weight: 1 },
)

/** The relay answers every frame but one that reads as a client's answer to its push (an acknowledgement). */
function expectsAnswer(sent: string | Uint8Array): boolean {
  let value: unknown
  try {
    value = JSON.parse(typeof sent === 'string' ? sent : Buffer.from(sent).toString('utf8'))
  } catch {
    return true
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return true
  const fields = value as Record<string, unknown>
  const readableId = typeof fields.id === 'string' || (typeof fields.id === 'number' && Number.isFinite(fields.id))
  return !(readableId && typeof fields.method !== 'string' && ('result' in fields || 'error' in fields))
}

interface Exchange {
  closedWith?: number
  answers: Array<Record<string, unknown>>
}

/** Sends one frame and a probe request behind it; collects what comes back until the probe's answer or a close. */
function exchange(socket: WebSocket, sent: string | Uint8Array): Promise<Exchange> {
  const probeId = `probe-${randomUUID()}`
  const answers: Array<Record<string, unknown>> = []
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as Record<string, unknown>
      if (message.method === 'irn_subscription') return
      if (message.id === probeId) return done({ answers })
      answers.push(message)
    }
    const onClose = (code: number) => done({ closedWith: code, answers })
    const done = (result: Exchange) => {
      socket.off('message', onMessage)
      socket.off('close', onClose)
      resolve(result)
    }
    socket.on('message', onMessage)
    socket.on('close', onClose)
    socket.send(sent)
    if (socket.readyState === WebSocket.OPEN) {
      socket.send(
        JSON.stringify({ id: probeId, jsonrpc: '2.0', method: 'irn_unsubscribe', params: { topic: 'probe' } }),
      )
    }
  })
}

it('answers every malformed, random or oversize frame with a JSON-RPC answer, or cuts the socket with 1008/1009; others keep delivering', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 12 }), async (frames) => {
      const socket = new WebSocket(relay.url)
      socket.on('error', () => {})
      await new Promise((resolve) => socket.once('open', resolve))
      try {
        for (const sent of frames) {
          const { closedWith, answers } = await exchange(socket, sent)
          if (closedWith !== undefined) {
            expect([1008, 1009]).toContain(closedWith)
            return
          }
          expect(answers).toHaveLength(expectsAnswer(sent) ? 1 : 0)
          for (const answer of answers) {
            expect(answer.jsonrpc).toBe('2.0')
            if ('error' in answer)
              expect(answer.error).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
            else expect(answer).toHaveProperty('result')
          }
        }
      } finally {
        socket.terminate()
      }
    }),
    { numRuns: 80 },
  )

  const [dapp, wallet] = await Promise.all([connectTestClient(relay.url), connectTestClient(relay.url)])
  const topic = randomTopic()
  await wallet.request('irn_subscribe', { topic })
  expect((await dapp.request('irn_publish', { topic, message: 'after the fuzz', ttl: 60 })).result).toBe(true)
  expect((await wallet.waitForPushes(1))[0]?.message).toBe('after the fuzz')
  expect((await fetch(`${relay.url.replace('ws://', 'http://')}/health`)).status).toBe(200)
  await Promise.all([dapp.close(), wallet.close()])
})
