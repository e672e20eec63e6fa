import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  ACCOUNT,
  answerRequests,
  CHAIN,
  type Client,
  closeSignClients,
  disconnectSession,
  guardLoopbackFetch,
  initSignClient,
  pairSession,
  personalSign,
} from './signClientTestKit.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

// The real SDK on both ends, each on its own relay instance; the instances share one Redis.
const REDIS_URL = process.env.REDIS_URL
const SIGNATURE = `0x${'cd'.repeat(65)}`
const loopback = guardLoopbackFetch()

let relayA: RunningRelay
let relayB: RunningRelay
let dapp: Client
let wallet: Client

beforeAll(async () => {
  if (!REDIS_URL) return
  const redisPrefix = `test-${randomUUID()}:`
  ;[relayA, relayB] = await Promise.all([
    startRelay({ redisUrl: REDIS_URL, redisPrefix }),
    startRelay({ redisUrl: REDIS_URL, redisPrefix }),
  ])
  ;[dapp, wallet] = await Promise.all([
    initSignClient('dapp', relayA.url, 'foyer-relay-redis-test'),
    initSignClient('wallet', relayB.url, 'foyer-relay-redis-test'),
  ])
})

afterAll(async () => {
  await closeSignClients([dapp, wallet])
  await Promise.all([relayA?.stop(), relayB?.stop()])
  loopback.restore()
})

it.skipIf(!REDIS_URL)(
  'pairs, signs and disconnects a real SignClient dapp on instance A with a wallet on instance B',
  async () => {
    const session = await pairSession(dapp, wallet)
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`])

    const received = answerRequests(wallet, SIGNATURE)
    expect(await personalSign(dapp, session.topic, '0x68656c6c6f')).toBe(SIGNATURE)
    expect(received).toHaveLength(1)

    expect(await disconnectSession(dapp, wallet, session.topic)).toBe(session.topic)
    expect(loopback.leavingLoopback).toEqual([])
  },
)
