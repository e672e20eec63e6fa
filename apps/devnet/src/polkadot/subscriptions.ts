import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Block, PolkadotChain } from './chain.ts'
import { headerJson } from './header.ts'
import { answerJsonRpc, type Call } from './jsonRpc.ts'
import { POLKADOT_RPC_METHODS } from './methods.ts'
import { hexParam } from './params.ts'
import { invalidParams, methodNotFound } from './rpcError.ts'
import { RUNTIME_VERSION } from './runtime.ts'
import { submitExtrinsic } from './submit.ts'

interface Kind {
  notification: string
  /** What to send right after subscribing (a node sends the current head, version or values at once). */
  initial(chain: PolkadotChain, keys: readonly string[] | undefined): unknown
  /** What to send for a new block, or undefined for nothing. */
  onBlock(block: Block, previous: Block | undefined, keys: readonly string[] | undefined): unknown
}

const heads = (notification: string): Kind => ({
  notification,
  initial: (chain) => headerJson(chain.best.header),
  onBlock: (block) => headerJson(block.header),
})

const storageChanges = (block: Block, keys: readonly string[], previous: Block | undefined) => {
  const changes = keys
    .filter((key) => previous === undefined || previous.storage.get(key) !== block.storage.get(key))
    .map((key) => [key, block.storage.get(key) ?? null])
  return changes.length === 0 ? undefined : { block: block.hash, changes }
}

const KINDS: Record<string, Kind> = {
  newHeads: heads('chain_newHead'),
  finalizedHeads: heads('chain_finalizedHead'),
  allHeads: heads('chain_allHead'),
  runtimeVersion: { notification: 'state_runtimeVersion', initial: () => RUNTIME_VERSION, onBlock: () => undefined },
  storage: {
    notification: 'state_storage',
    initial: (chain, keys) =>
      storageChanges(chain.best, keys ?? [], undefined) ?? { block: chain.best.hash, changes: [] },
    // Without keys a node streams every change; the devnet only changes System.Account, so that is all of them.
    onBlock: (block, previous, keys) =>
      storageChanges(
        block,
        keys ?? [...new Set([...block.storage.keys(), ...(previous?.storage.keys() ?? [])])],
        previous,
      ),
  },
}

/** Every name a node accepts for each subscription and its unsubscribe (old aliases included). */
const SUBSCRIBE: Record<string, string> = {
  chain_subscribeNewHeads: 'newHeads',
  chain_subscribeNewHead: 'newHeads',
  subscribe_newHead: 'newHeads',
  chain_subscribeFinalizedHeads: 'finalizedHeads',
  chain_subscribeFinalisedHeads: 'finalizedHeads',
  chain_subscribeAllHeads: 'allHeads',
  state_subscribeRuntimeVersion: 'runtimeVersion',
  chain_subscribeRuntimeVersion: 'runtimeVersion',
  state_subscribeStorage: 'storage',
}
const UNSUBSCRIBE: Record<string, string> = {
  chain_unsubscribeNewHeads: 'newHeads',
  chain_unsubscribeNewHead: 'newHeads',
  unsubscribe_newHead: 'newHeads',
  chain_unsubscribeFinalizedHeads: 'finalizedHeads',
  chain_unsubscribeFinalisedHeads: 'finalizedHeads',
  chain_unsubscribeAllHeads: 'allHeads',
  state_unsubscribeRuntimeVersion: 'runtimeVersion',
  chain_unsubscribeRuntimeVersion: 'runtimeVersion',
  state_unsubscribeStorage: 'storage',
}

/** All method names the devnet answers, for rpc_methods. */
export const ALL_METHOD_NAMES: readonly string[] = [
  ...Object.keys(POLKADOT_RPC_METHODS),
  'rpc_methods',
  ...Object.keys(SUBSCRIBE),
  ...Object.keys(UNSUBSCRIBE),
  'author_submitAndWatchExtrinsic',
  'author_unwatchExtrinsic',
].sort()

/** The methods every transport answers: the chain's, and rpc_methods. */
export function plainCall(chain: PolkadotChain): Call {
  return (method, params) => {
    if (method === 'rpc_methods') return { methods: ALL_METHOD_NAMES }
    const handler = Object.hasOwn(POLKADOT_RPC_METHODS, method) ? POLKADOT_RPC_METHODS[method] : undefined
    if (!handler) throw methodNotFound()
    return handler(params, chain)
  }
}

/** JSON-RPC over WebSocket on the same port: everything HTTP answers, plus the subscriptions. */
export function serveWebSockets(server: Server, chain: PolkadotChain): { close(): void } {
  const wss = new WebSocketServer({ noServer: true })
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(request, socket, head, (ws) => serveSocket(ws, chain))
  }
  server.on('upgrade', onUpgrade)
  return {
    close() {
      server.off('upgrade', onUpgrade)
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}

interface Subscription {
  kind: string
  keys: readonly string[] | undefined
}

function serveSocket(ws: WebSocket, chain: PolkadotChain): void {
  const subscriptions = new Map<string, Subscription>()
  let nextId = 1
  let previous: Block | undefined = chain.best
  const send = (message: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
  }
  const notify = (id: string, kind: Kind, result: unknown) =>
    send({ jsonrpc: '2.0', method: kind.notification, params: { subscription: id, result } })
  const stopListening = chain.onBlock((block) => {
    for (const [id, subscription] of subscriptions) {
      const kind = KINDS[subscription.kind]
      const result = kind?.onBlock(block, previous, subscription.keys)
      if (kind && result !== undefined) notify(id, kind, result)
    }
    previous = block
  })
  ws.on('close', () => {
    stopListening()
    subscriptions.clear()
  })

  const plain = plainCall(chain)
  const watched = new Set<string>()
  const sendStatus = (id: string, result: unknown) =>
    send({ jsonrpc: '2.0', method: 'author_extrinsicUpdate', params: { subscription: id, result } })
  const call =
    (afterReply: (() => void)[]): Call =>
    (method, params) => {
      const subscribeKind = SUBSCRIBE[method]
      if (subscribeKind) {
        const kind = KINDS[subscribeKind] as Kind
        const keys = subscribeKind === 'storage' ? storageKeys(params) : undefined
        const id = `${nextId++}`
        subscriptions.set(id, { kind: subscribeKind, keys })
        afterReply.push(() => {
          if (subscriptions.has(id)) notify(id, kind, kind.initial(chain, keys))
        })
        return id
      }
      if (method === 'author_submitAndWatchExtrinsic') {
        submitExtrinsic(chain, hexParam(params, 0, 'extrinsic'))
        const id = `${nextId++}`
        watched.add(id)
        // The pool's answers in order: ready, then the block that carries it, final at once.
        afterReply.push(() => {
          sendStatus(id, 'ready')
          const block = chain.produceBlock()
          sendStatus(id, { inBlock: block.hash })
          sendStatus(id, { finalized: block.hash })
          watched.delete(id)
        })
        return id
      }
      if (method === 'author_unwatchExtrinsic') return watched.delete(String(params[0]))
      const unsubscribeKind = UNSUBSCRIBE[method]
      if (unsubscribeKind) {
        const id = String(params[0])
        const known = subscriptions.get(id)?.kind === unsubscribeKind
        if (known) subscriptions.delete(id)
        return known
      }
      return plain(method, params)
    }

  ws.on('message', (data) => {
    const afterReply: (() => void)[] = []
    answerJsonRpc(String(data), call(afterReply))
      .then((answer) => {
        if (answer !== undefined) send(answer)
        for (const run of afterReply) run()
      })
      .catch((error) => console.error('[polkadot-devnet] WebSocket message failed', error))
  })
}

function storageKeys(params: readonly unknown[]): readonly string[] | undefined {
  const keys = params[0]
  if (keys === undefined || keys === null) return undefined
  if (!Array.isArray(keys)) throw invalidParams('keys must be an array of hex storage keys')
  return keys.map((_key, index) => hexParam(keys, index, 'key'))
}
