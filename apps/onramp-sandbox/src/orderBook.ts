import { randomUUID } from 'node:crypto'
import type { OnrampQuote } from '@foyer/protocol'
import type { SandboxAsset } from './sandboxCatalog.ts'

export type OrderStatus = 'open' | 'paying' | 'paid' | 'failed'

export interface Order {
  id: string
  asset: SandboxAsset
  address: string
  paymentMethod: string
  quote: OnrampQuote
  status: OrderStatus
  /** The funding transaction once paid. */
  transaction?: string
  failure?: string
}

/**
 * Orders in memory, by id. `pay` runs the funding once per order: a second Pay while the first runs waits for
 * it, and one after it landed changes nothing, so paying twice never funds twice.
 */
export function createOrderBook(fund: (order: Order) => Promise<string>) {
  const orders = new Map<string, Order>()
  const payments = new Map<string, Promise<void>>()
  return {
    create(order: Omit<Order, 'id' | 'status'>): Order {
      const created: Order = { ...order, id: randomUUID(), status: 'open' }
      orders.set(created.id, created)
      return created
    },
    get: (id: string): Order | undefined => orders.get(id),
    async pay(order: Order): Promise<void> {
      if (order.status === 'paid') return
      let payment = payments.get(order.id)
      if (!payment) {
        order.status = 'paying'
        order.failure = undefined
        payment = fund(order).then(
          (transaction) => {
            order.status = 'paid'
            order.transaction = transaction
          },
          (error: unknown) => {
            order.status = 'failed'
            order.failure = error instanceof Error ? error.message : String(error)
          },
        )
        payments.set(order.id, payment)
        // A failed payment may be tried again; a landed one stays landed.
        void payment.finally(() => {
          if (order.status === 'failed') payments.delete(order.id)
        })
      }
      await payment
    },
  }
}
