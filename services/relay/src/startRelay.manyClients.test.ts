import { afterAll, beforeAll, expect, it } from 'vitest'
import { connectTestClient, randomTopic, type TestClient } from './connectTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

const CLIENTS = 200
const TOPICS = 50

let relay: RunningRelay
let subscribers: TestClient[] = []
let publisher: TestClient

beforeAll(async () => {
  // Verification costs ~5 ms per handshake (measured) and has its own tests; here the load is the subject.
  relay = await startRelay({ verifyAuth: false })
  subscribers = await Promise.all(Array.from({ length: CLIENTS }, () => connectTestClient(relay.url)))
  publisher = await connectTestClient(relay.url)
})
afterAll(async () => {
  await Promise.all([...subscribers, publisher].map((client) => client.close()))
  await relay.stop()
})

it('delivers to 200 clients on 50 topics exactly the messages of their own topic, in order', async () => {
  const topics = Array.from({ length: TOPICS }, () => randomTopic())
  const topicOf = (index: number) => topics[index % TOPICS]!
  await Promise.all(subscribers.map((client, index) => client.request('irn_subscribe', { topic: topicOf(index) })))
  expect(relay.stats()).toMatchObject({ clients: CLIENTS + 1, topics: TOPICS })

  await Promise.all(
    topics.flatMap((topic) =>
      [1, 2].map((n) => publisher.request('irn_publish', { topic, message: `${topic}#${n}`, ttl: 60 })),
    ),
  )
  await Promise.all(subscribers.map((client) => client.waitForPushes(2)))
  // A request answered after the pushes proves nothing else was on its way.
  await Promise.all(subscribers.map((client) => client.request('irn_unsubscribe', { topic: randomTopic(), id: 'x' })))
  subscribers.forEach((client, index) => {
    expect(client.pushes.map((push) => push.message)).toEqual([`${topicOf(index)}#1`, `${topicOf(index)}#2`])
  })
  expect(publisher.pushes).toEqual([])
  expect(relay.stats().messages).toBe(2 * TOPICS)
})
