import { describe, expect, it } from 'vitest'
import { createMemoryStore } from './memoryStore.ts'
import { RelayCore } from './RelayCore.ts'

const limits = { maxMessageBytes: 1024, publishesPerSecond: 20, publishBurst: 100, maxSubscriptionsPerSocket: 10 }

function relayWithLog() {
  const log: string[] = []
  const store = createMemoryStore({ maxMessagesPerTopic: 10, maxMessages: 100 })
  const core = new RelayCore({ ...limits, maxViolations: 20, now: () => 1_000 }, store)
  const peer = (name: string) => core.connect(name, (text) => log.push(`${name} ← ${text}`))
  return { core, log, peer }
}

const request = (id: number, method: string, params: unknown) => JSON.stringify({ id, jsonrpc: '2.0', method, params })

describe('RelayCore', () => {
  it('answers a publish to its publisher before pushing the message to the topic’s subscribers', async () => {
    const { core, log, peer } = relayWithLog()
    const [dapp, wallet] = [peer('dapp'), peer('wallet')]
    await core.receive(wallet, request(1, 'irn_subscribe', { topic: 't' }))
    log.length = 0
    await core.receive(dapp, request(2, 'irn_publish', { topic: 't', message: 'm', ttl: 60, tag: 1108 }))
    expect(log.map((line) => line.slice(0, line.indexOf(' ← ')))).toEqual(['dapp', 'wallet'])
    expect(JSON.parse(log[0]!.split(' ← ')[1]!)).toMatchObject({ id: 2, result: true })
    expect(JSON.parse(log[1]!.split(' ← ')[1]!)).toMatchObject({ method: 'irn_subscription' })
  })

  it('answers wc_approveSession before pushing the proposal response and the settlement', async () => {
    const { core, log, peer } = relayWithLog()
    const [dapp, wallet] = [peer('dapp'), peer('wallet')]
    await core.receive(dapp, request(1, 'irn_subscribe', { topic: 'pairing' }))
    log.length = 0
    const params = {
      sessionTopic: 's',
      pairingTopic: 'pairing',
      sessionProposalResponse: 'r',
      sessionSettlementRequest: 'x',
    }
    await core.receive(wallet, request(2, 'wc_approveSession', params))
    expect(log[0]).toContain('"result":true')
    expect(log[0]).toMatch(/^wallet/)
    expect(log[1]).toMatch(/^dapp ← .*"tag":1101/)
  })

  it('keeps the attestation of irn_publish and wc_proposeSession and delivers it in irn_subscription data', async () => {
    const { core, log, peer } = relayWithLog()
    const [dapp, wallet] = [peer('dapp'), peer('wallet')]
    await core.receive(
      dapp,
      request(1, 'wc_proposeSession', { pairingTopic: 'p', sessionProposal: 'proposal', attestation: 'jwt.a.b' }),
    )
    await core.receive(wallet, request(2, 'irn_subscribe', { topic: 'p' }))
    await core.receive(
      dapp,
      request(3, 'irn_publish', { topic: 'p', message: 'more', ttl: 60, attestation: 'jwt.c.d' }),
    )
    const pushes = log.filter((line) => line.startsWith('wallet') && line.includes('irn_subscription'))
    expect(pushes.map((line) => JSON.parse(line.split(' ← ')[1]!).params.data)).toEqual([
      { topic: 'p', message: 'proposal', publishedAt: 1_000, tag: 1100, attestation: 'jwt.a.b' },
      { topic: 'p', message: 'more', publishedAt: 1_000, tag: 0, attestation: 'jwt.c.d' },
    ])
  })

  it('refuses an attestation that is not a string', async () => {
    const { core, log, peer } = relayWithLog()
    await core.receive(peer('dapp'), request(1, 'irn_publish', { topic: 't', message: 'm', ttl: 60, attestation: 42 }))
    expect(JSON.parse(log[0]!.split(' ← ')[1]!)).toMatchObject({
      id: 1,
      error: { code: -32602, message: 'Invalid params: "attestation" must be a string of at most 4096 characters' },
    })
  })
})
