import type { ActivityTransaction } from '../controllers/activityController.ts'

// Hand-written guards, not zod: they ship in the page's API chunk.

export interface HistoryPage {
  data: ActivityTransaction[]
  next?: string
}

export interface ProfileAccount {
  name: string
  addresses: Record<string, { address: string }>
  attributes?: Record<string, string>
  registered_at?: string
  updated_at?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'

const isTransaction = (value: unknown): value is ActivityTransaction =>
  isRecord(value) &&
  isString(value.id) &&
  isRecord(value.metadata) &&
  isString(value.metadata.minedAt) &&
  isString(value.metadata.chain) &&
  Array.isArray(value.transfers) &&
  value.transfers.every(isRecord)

/** SPEC §3 transactions page from /v1/account/{address}/history. */
export const isHistoryPage = (value: unknown): value is HistoryPage =>
  isRecord(value) &&
  Array.isArray(value.data) &&
  value.data.every(isTransaction) &&
  (value.next === undefined || value.next === null || isString(value.next))

/** SPEC §3 name registration, from /v1/profile/account/{name}. */
export const isProfileAccount = (value: unknown): value is ProfileAccount =>
  isRecord(value) &&
  isString(value.name) &&
  isRecord(value.addresses) &&
  Object.values(value.addresses).every((entry) => isRecord(entry) && isString(entry.address)) &&
  (value.attributes === undefined || isRecord(value.attributes))
