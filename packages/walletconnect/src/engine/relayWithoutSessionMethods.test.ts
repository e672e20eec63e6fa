import { NodeWebSocket, startRelay } from '@foyer/relay'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { DappClient } from '../dapp/DappClient.ts'
import { createMemoryStorage } from '../storage/storage.ts'
import { WalletClient } from '../wallet/WalletClient.ts'

let relay: Awaited<ReturnType<typeof startRelay>>
let front: WebSocketServer
let frontUrl = ''
const refused: string[] = []
const clients: { close(): void }[] = []

/** A relay that knows only the irn_* methods: a proxy that answers wc_proposeSession and wc_approveSession -32601. */
beforeAll(async () => {
  relay = await startRelay()
  front = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await new Promise((resolve) => front.once('listening', resolve))
  const address = front.address()
  frontUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  front.on('connection', (client, request) => {
    const upstream = new WebSocket(`${relay.url}${request.url ?? '/'}`)
    const queued: string[] = []
    upstream.on('open', () => {
      for (const text of queued.splice(0)) upstream.send(text)
    })
    upstream.on('message', (data) => client.send(String(data)))
    client.on('message', (data) => {
      const text = String(data)
      const frame = JSON.parse(text) as { id: number; method?: string }
      if (frame.method?.startsWith('wc_')) {
        refused.push(frame.method)
        client.send(
          JSON.stringify({ id: frame.id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } }),
        )
      } else if (upstream.readyState === WebSocket.OPEN) upstream.send(text)
      else queued.push(text)
    })
    client.on('close', () => upstream.close())
  })
})
afterAll(async () => {
  for (const client of clients) client.close()
  await new Promise((resolve) => front?.close(resolve))
  await relay?.stop()
})

it('pairs and settles over a relay without the session methods, through plain subscribe and publish', async () => {
  const options = (name: string) => ({
    projectId: 'test',
    relayUrl: frontUrl,
    metadata: { name, description: '', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    webSocket: NodeWebSocket,
  })
  const [dapp, wallet] = [await DappClient.init(options('dapp')), await WalletClient.init(options('wallet'))]
  clients.push(dapp, wallet)
  const account = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  wallet.events.on('session_proposal', ({ id }) => {
    void wallet.approve({ id, namespaces: { eip155: { accounts: [account], methods: ['personal_sign'], events: [] } } })
  })
  const proposal = dapp.propose({
    optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
  })
  await wallet.pair(proposal.uri)
  const session = await proposal.approval
  expect(session.namespaces.eip155?.accounts).toEqual([account])
  expect(refused).toEqual(['wc_proposeSession', 'wc_approveSession'])
})
