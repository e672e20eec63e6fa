import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Address } from '@solana/kit'
import { type WebSocket, WebSocketServer } from 'ws'
import { ACCOUNT_ENCODINGS, checkEncoding, readAccount, renderAccount } from './accountEncoding.ts'
import { stringifyWithBigInts } from './json.ts'
import type { SolanaLedger } from './ledger.ts'
import { configAt, optionalEnum, type Params, pubkeyAt, requireArity, stringAt } from './params.ts'
import { invalidParam, invalidRequest, methodNotFound, parseError, SolanaRpcError } from './rpcError.ts'
import type { TransactionRecord } from './transactionRecord.ts'

type Notify = (method: string, result: unknown) => void

interface Subscription {
  onSlot?(slot: bigint): void
  onTransaction?(record: TransactionRecord): void
}

/**
 * The PubSub half of the RPC, on the same port (a validator uses port + 1): signatureSubscribe, slotSubscribe,
 * rootSubscribe and accountSubscribe, with their unsubscribes. @solana/kit's sendAndConfirmTransactionFactory
 * needs signature and slot notifications; polling getSignatureStatuses works without any of this.
 */
export function serveSubscriptions(server: Server, ledger: SolanaLedger): { close(): void } {
  const wss = new WebSocketServer({ noServer: true })
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(request, socket, head, (ws) => serveSocket(ws, ledger))
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

function serveSocket(ws: WebSocket, ledger: SolanaLedger): void {
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0
  const send = (message: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(stringifyWithBigInts(message))
  }
  const onSlot = (slot: bigint) => {
    for (const subscription of [...subscriptions.values()]) subscription.onSlot?.(slot)
  }
  const onTransaction = (record: TransactionRecord) => {
    for (const subscription of [...subscriptions.values()]) subscription.onTransaction?.(record)
  }
  ledger.on('slot', onSlot)
  ledger.on('transaction', onTransaction)
  ws.on('close', () => {
    ledger.off('slot', onSlot)
    ledger.off('transaction', onTransaction)
    subscriptions.clear()
  })

  const subscribe = (method: string, params: Params): number => {
    const id = nextId++
    const notify: Notify = (notification, result) =>
      send({ jsonrpc: '2.0', method: notification, params: { result, subscription: id } })
    const subscription = createSubscription(method, params, ledger, notify, () => subscriptions.delete(id))
    subscriptions.set(id, subscription.handlers)
    queueMicrotask(() => subscription.started?.())
    return id
  }

  ws.on('message', (data) => {
    let request: Record<string, unknown>
    try {
      request = JSON.parse(String(data))
    } catch {
      send({ jsonrpc: '2.0', error: parseError().toJSON(), id: null })
      return
    }
    const { method, params = [], id } = request
    if (id === undefined) return // a notification, such as kit's keep-alive ping, gets no answer
    const reply = (result: unknown) => send({ jsonrpc: '2.0', result, id })
    const fail = (error: SolanaRpcError) => send({ jsonrpc: '2.0', error: error.toJSON(), id })
    if (typeof method !== 'string' || !Array.isArray(params)) return fail(invalidRequest())
    try {
      if (method.endsWith('Unsubscribe') && SUBSCRIBE_METHODS.has(method.replace('Unsubscribe', 'Subscribe'))) {
        requireArity(params, 1, 1)
        const subscriptionId = params[0]
        if (typeof subscriptionId !== 'number' || !subscriptions.delete(subscriptionId)) {
          throw invalidParam('Invalid subscription id.')
        }
        return reply(true)
      }
      if (!SUBSCRIBE_METHODS.has(method)) return fail(methodNotFound())
      reply(subscribe(method, params))
    } catch (error) {
      fail(error instanceof SolanaRpcError ? error : invalidRequest())
    }
  })
}

const SUBSCRIBE_METHODS = new Set(['signatureSubscribe', 'slotSubscribe', 'rootSubscribe', 'accountSubscribe'])

function createSubscription(
  method: string,
  params: Params,
  ledger: SolanaLedger,
  notify: Notify,
  done: () => void,
): { handlers: Subscription; started?: () => void } {
  const context = (slot: bigint) => ({ slot })
  switch (method) {
    case 'signatureSubscribe': {
      requireArity(params, 1, 2)
      const signature = stringAt(params, 0)
      configAt(params, 1)
      const fire = (record: TransactionRecord) => {
        done()
        notify('signatureNotification', { context: context(record.slot), value: { err: record.err } })
      }
      return {
        handlers: { onTransaction: (record) => record.signature === signature && fire(record) },
        // Landed already: say so at once, as a validator does for a signature in its status cache.
        started: () => {
          const record = ledger.record(signature)
          if (record) fire(record)
        },
      }
    }
    case 'slotSubscribe':
      requireArity(params, 0, 0)
      return {
        handlers: { onSlot: (slot) => notify('slotNotification', { parent: slot - 1n, root: slot - 1n, slot }) },
      }
    case 'rootSubscribe':
      requireArity(params, 0, 0)
      return { handlers: { onSlot: (slot) => notify('rootNotification', slot - 1n) } }
    default: {
      requireArity(params, 1, 2)
      const address: Address = pubkeyAt(params, 0)
      const config = configAt(params, 1)
      const encoding = optionalEnum(config, 'encoding', ACCOUNT_ENCODINGS) ?? 'binary'
      checkEncoding(encoding, undefined)
      return {
        handlers: {
          onTransaction: (record) => {
            if (!record.decoded.message.staticAccounts.includes(address)) return
            const account = readAccount(ledger.svm, address) ?? {
              lamports: 0n,
              programAddress: '11111111111111111111111111111111',
              executable: false,
              data: new Uint8Array(),
            }
            notify('accountNotification', {
              context: context(record.slot),
              value: renderAccount(ledger.svm, account, encoding),
            })
          },
        },
      }
    }
  }
}
