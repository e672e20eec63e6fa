import { randomUUID } from 'node:crypto'
import type { RequestRecord } from './requestRecord.ts'
import { DEVNET_CHAIN_ID, PROJECT_ID } from './topology.ts'

const SDK = `projectId=${PROJECT_ID}&st=foyer-load&sv=0.1.0`
const EVENTS_PER_BATCH = 10
const REQUEST_TIMEOUT_MS = 10_000

export interface ApiTraffic {
  records: RequestRecord[]
  /** Every analytics eventId in a batch the API answered with 2xx. */
  acknowledgedEventIds: string[]
  stop(): Promise<void>
}

interface Call {
  route: string
  path: string
  init?: RequestInit
  onSuccess?: () => void
}

/**
 * The mixed traffic of a dapp's visitors through the balancer: wallet list, balance, remote config, the signed-in
 * session and analytics batches, in turn, from `connections` loops each waiting for its answer before the next.
 */
export function startApiTraffic(options: {
  apiUrl: string
  connections: number
  account: string
  sessionIds: readonly string[]
}): ApiTraffic {
  const records: RequestRecord[] = []
  const acknowledgedEventIds: string[] = []
  const runId = randomUUID().slice(0, 8)
  let nextEvent = 0
  let stopping = false

  const calls: (() => Call)[] = [
    () => ({ route: 'GET /getWallets', path: `/getWallets?page=1&entries=8&${SDK}` }),
    () => ({
      route: 'GET balance',
      path: `/v1/account/${options.account}/balance?chainId=eip155:${DEVNET_CHAIN_ID}&${SDK}`,
    }),
    () => ({ route: 'GET /appkit/v1/config', path: `/appkit/v1/config?${SDK}` }),
    () => {
      const sessionId = options.sessionIds[nextEvent % options.sessionIds.length]!
      return {
        route: 'GET /v1/sessions/current',
        path: `/v1/sessions/current?${SDK}`,
        init: { headers: { authorization: `Bearer ${sessionId}` } },
      }
    },
    () => {
      const ids = Array.from({ length: EVENTS_PER_BATCH }, () => `${runId}-${nextEvent++}`)
      const now = Date.now()
      const body = ids.map((eventId) => ({
        eventId,
        url: 'https://app.load.example/',
        domain: 'app.load.example',
        timestamp: now,
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      }))
      return {
        route: 'POST /batch',
        path: `/batch?${SDK}`,
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        onSuccess: () => acknowledgedEventIds.push(...ids),
      }
    },
  ]

  async function send(call: Call): Promise<void> {
    const startedAt = performance.now()
    let status = 0
    try {
      const response = await fetch(`${options.apiUrl}${call.path}`, {
        ...call.init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      await response.arrayBuffer()
      status = response.status
    } catch {
      status = 0
    }
    records.push({ route: call.route, startedAt, endedAt: performance.now(), status })
    if (status >= 200 && status < 300) call.onSuccess?.()
  }

  const loops = Array.from({ length: options.connections }, async (_, index) => {
    for (let turn = index; !stopping; turn++) await send(calls[turn % calls.length]!())
  })
  return {
    records,
    acknowledgedEventIds,
    async stop() {
      stopping = true
      await Promise.all(loops)
    },
  }
}
