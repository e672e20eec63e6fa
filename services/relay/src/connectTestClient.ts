import { randomBytes } from 'node:crypto'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/** Test-only: a raw relay client on `ws`, as the SDK would speak to the relay, with a real relay-auth JWT. */

export interface Push {
  id: number
  subscription: string
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export interface Answer {
  id: number | string | null
  result?: unknown
  error?: { code: number; message: string }
}

export interface TestClient {
  /** The did:key the relay reads from the JWT. */
  clientId: string
  socket: WebSocket
  /** Every push received so far, in order. */
  pushes: Push[]
  request(method: string, params?: unknown): Promise<Answer>
  /** Sends a raw frame and resolves with the next answer that is not a push. */
  sendRaw(text: string): Promise<Answer>
  /** Resolves once `count` pushes have arrived in all. */
  waitForPushes(count: number): Promise<Push[]>
  ack(push: Push): void
  close(): Promise<void>
}

export async function relayAuthJwt(audience: string): Promise<{ jwt: string; clientId: string }> {
  const keyPair = generateKeyPair()
  const jwt = await signJWT(randomBytes(32).toString('hex'), audience, 86_400, keyPair)
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { iss: string }
  return { jwt, clientId: payload.iss }
}

let nextRequestId = 1

export async function connectTestClient(
  relayUrl: string,
  options: { autoAck?: boolean; jwt?: { jwt: string; clientId: string } } = {},
): Promise<TestClient> {
  const { jwt, clientId } = options.jwt ?? (await relayAuthJwt(relayUrl))
  const socket = new WebSocket(`${relayUrl}/?auth=${jwt}&ua=foyer-test&projectId=test`)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const pushes: Push[] = []
  const answers = new Map<number | string, (answer: Answer) => void>()
  const rawWaiters: ((answer: Answer) => void)[] = []
  const pushWaiters: { count: number; resolve: (pushes: Push[]) => void }[] = []

  const client: TestClient = {
    clientId,
    socket,
    pushes,
    request(method, params) {
      const id = nextRequestId++
      return new Promise((resolve) => {
        answers.set(id, resolve)
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      })
    },
    sendRaw(text) {
      return new Promise((resolve) => {
        rawWaiters.push(resolve)
        socket.send(text)
      })
    },
    waitForPushes(count) {
      if (pushes.length >= count) return Promise.resolve(pushes.slice())
      return new Promise((resolve) => pushWaiters.push({ count, resolve }))
    },
    ack(push) {
      socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve()
      return new Promise((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }

  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Answer & {
      method?: string
      params?: { id: string; data: Omit<Push, 'id' | 'subscription'> }
    }
    if (frame.method === 'irn_subscription' && frame.params) {
      const push: Push = { id: Number(frame.id), subscription: frame.params.id, ...frame.params.data }
      pushes.push(push)
      if (options.autoAck !== false) client.ack(push)
      for (const waiter of pushWaiters.filter((w) => pushes.length >= w.count)) {
        pushWaiters.splice(pushWaiters.indexOf(waiter), 1)
        waiter.resolve(pushes.slice())
      }
      return
    }
    const waiting = frame.id !== null ? answers.get(frame.id) : undefined
    if (waiting && frame.id !== null) {
      answers.delete(frame.id)
      return waiting(frame)
    }
    rawWaiters.shift()?.(frame)
  })
  return client
}

/** A topic like the SDK's: 32 random bytes, hex. */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}
