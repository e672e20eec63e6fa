import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, expect, it } from 'vitest'
import { connectTestClient, randomTopic, relayAuthJwt, type TestClient } from './connectTestClient.ts'

const REDIS_URL = process.env.REDIS_URL
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url))
const children: ChildProcess[] = []
const clients: TestClient[] = []

/** One relay instance as operators run it: its own process, `cli.ts` with REDIS_URL. */
async function startInstance(
  args: string[] = [],
  redisUrl = REDIS_URL,
): Promise<{ url: string; child: ChildProcess; kill9(): Promise<void> }> {
  const env = { ...process.env }
  if (redisUrl) env.REDIS_URL = redisUrl
  else delete env.REDIS_URL
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /WalletConnect relay listening on (ws:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}: ${output}`)))
  })
  return {
    url,
    child,
    kill9: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}

async function client(url: string, options?: Parameters<typeof connectTestClient>[1]): Promise<TestClient> {
  const connected = await connectTestClient(url, options)
  clients.push(connected)
  return connected
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
})
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

it.skipIf(!REDIS_URL)('delivers on B a message answered by A before A was killed with SIGKILL', async () => {
  const [a, b] = await Promise.all([startInstance(), startInstance()])
  const dapp = await client(a.url)
  const topic = randomTopic()
  expect((await dapp.request('irn_publish', { topic, message: 'before the kill', ttl: 300, tag: 1100 })).result).toBe(
    true,
  )
  await a.kill9()
  const wallet = await client(b.url)
  await wallet.request('irn_subscribe', { topic })
  expect((await wallet.waitForPushes(1))[0]).toMatchObject({ topic, message: 'before the kill', tag: 1100 })
})

it.skipIf(!REDIS_URL)(
  'replays elsewhere a push its subscriber had not acknowledged when its instance was killed, and an acknowledged one never again',
  async () => {
    const [b, c] = await Promise.all([startInstance(), startInstance()])
    const jwt = await relayAuthJwt(b.url)
    const topic = randomTopic()
    const wallet = await client(b.url, { jwt, autoAck: false })
    await wallet.request('irn_subscribe', { topic })
    const dapp = await client(c.url)
    await dapp.request('irn_publish', { topic, message: 'unacknowledged', ttl: 300 })
    await wallet.waitForPushes(1)
    await b.kill9()

    const again = await client(c.url, { jwt })
    await again.request('irn_subscribe', { topic })
    expect((await again.waitForPushes(1))[0]?.message).toBe('unacknowledged')
    // The acknowledgement is stored before the next request is answered: frames are handled in order.
    await again.request('irn_unsubscribe', { topic: randomTopic(), id: 'x' })
    await again.close()
    const third = await client(c.url, { jwt })
    await third.request('irn_subscribe', { topic })
    await third.request('irn_unsubscribe', { topic: randomTopic(), id: 'x' })
    expect(third.pushes).toEqual([])
  },
)

it('drains on SIGTERM: health 503 and new sockets refused, then open sockets closed with 1012 and exit 0', async () => {
  const relay = await startInstance(['--drain-ms', '4000'], undefined)
  const wallet = await client(relay.url)
  const closed = new Promise<number>((resolve) => wallet.socket.once('close', (code) => resolve(code)))
  const exited = new Promise<number | null>((resolve) => relay.child.once('exit', (code) => resolve(code)))
  const health = () => fetch(`${relay.url.replace('ws://', 'http://')}/health`).then((answer) => answer.status)
  expect(await health()).toBe(200)
  relay.child.kill('SIGTERM')
  await expect.poll(health, { timeout: 3_000 }).toBe(503)
  await expect(connectTestClient(relay.url)).rejects.toThrow('Unexpected server response: 503')
  expect(await closed).toBe(1012)
  expect(await exited).toBe(0)
})
