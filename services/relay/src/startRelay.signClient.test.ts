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

const SIGNATURE = `0x${'ab'.repeat(65)}`
const loopback = guardLoopbackFetch()

let relay: RunningRelay
let dapp: Client
let wallet: Client

beforeAll(async () => {
  relay = await startRelay()
  ;[dapp, wallet] = await Promise.all([
    initSignClient('dapp', relay.url, 'foyer-relay-test'),
    initSignClient('wallet', relay.url, 'foyer-relay-test'),
  ])
})

afterAll(async () => {
  await closeSignClients([dapp, wallet])
  await relay?.stop()
  loopback.restore()
})

it('carries a real SignClient session through pairing, approval, personal_sign, a relay restart and disconnect', async () => {
  const session = await pairSession(dapp, wallet)
  expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`])

  const received = answerRequests(wallet, SIGNATURE)
  expect(await personalSign(dapp, session.topic, '0x68656c6c6f')).toBe(SIGNATURE)
  expect(received).toMatchObject([{ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] }])

  // Restart mid-session: both clients reconnect and resubscribe by themselves.
  await relay.stop()
  relay = await startRelay({ port: relay.port })
  expect(await personalSign(dapp, session.topic, '0x6f6e6365206d6f7265')).toBe(SIGNATURE)
  expect(received).toHaveLength(2)

  expect(await disconnectSession(dapp, wallet, session.topic)).toBe(session.topic)
  expect(loopback.leavingLoopback).toEqual([])
})
