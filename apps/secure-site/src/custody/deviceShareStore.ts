// embedded-contract §3: share 1 lives in the secure origin's IndexedDB, sealed under a non-extractable AES-GCM key
// kept in the same database (IndexedDB stores CryptoKey objects by structured clone without exposing their bytes).
import { createDeviceKey, openDeviceShare, type SealedDeviceShare, sealDeviceShare } from './deviceShareCipher.ts'

export interface DeviceShareStore {
  load(accountId: string): Promise<Uint8Array | undefined>
  save(accountId: string, share: Uint8Array): Promise<void>
  clear(): Promise<void>
}

const DB_NAME = 'foyer-embedded-custody'
const DB_VERSION = 1
const KEYS = 'keys'
const SHARES = 'device-shares'
const DEVICE_KEY_ID = 'device-share-key'

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, DB_VERSION)
  request.onupgradeneeded = () => {
    const db = request.result
    if (!db.objectStoreNames.contains(KEYS)) db.createObjectStore(KEYS)
    if (!db.objectStoreNames.contains(SHARES)) db.createObjectStore(SHARES)
  }
  return settle(request)
}

export function openDeviceShareStore(factory: IDBFactory = indexedDB): DeviceShareStore {
  let database: Promise<IDBDatabase> | undefined
  const db = () => {
    database ??= openDatabase(factory).catch((error: unknown) => {
      database = undefined
      throw error
    })
    return database
  }

  async function existingKey(): Promise<CryptoKey | undefined> {
    const transaction = (await db()).transaction(KEYS, 'readonly')
    return settle(transaction.objectStore(KEYS).get(DEVICE_KEY_ID) as IDBRequest<CryptoKey | undefined>)
  }

  /** One key per origin; two tabs saving at once keep whichever key landed first (`add` refuses the second). */
  async function deviceKey(): Promise<CryptoKey> {
    const found = await existingKey()
    if (found) return found
    const candidate = await createDeviceKey()
    const transaction = (await db()).transaction(KEYS, 'readwrite')
    const request = transaction.objectStore(KEYS).add(candidate, DEVICE_KEY_ID)
    request.onerror = (event) => {
      // Another tab's key landed first: keep the transaction alive (preventDefault) and its promise resolved
      // (the error event would otherwise bubble to the transaction's onerror).
      event.preventDefault()
      event.stopPropagation()
    }
    await done(transaction)
    const stored = await existingKey()
    if (!stored) throw new Error('The device key could not be stored')
    return stored
  }

  return {
    async load(accountId) {
      const key = await existingKey()
      if (!key) return undefined
      const transaction = (await db()).transaction(SHARES, 'readonly')
      const sealed = await settle(
        transaction.objectStore(SHARES).get(accountId) as IDBRequest<SealedDeviceShare | undefined>,
      )
      return sealed ? openDeviceShare(key, accountId, sealed) : undefined
    },
    async save(accountId, share) {
      const sealed = await sealDeviceShare(await deviceKey(), accountId, share)
      const transaction = (await db()).transaction(SHARES, 'readwrite')
      transaction.objectStore(SHARES).put(sealed, accountId)
      await done(transaction)
    },
    async clear() {
      const transaction = (await db()).transaction([KEYS, SHARES], 'readwrite')
      transaction.objectStore(SHARES).clear()
      transaction.objectStore(KEYS).clear()
      await done(transaction)
    },
  }
}
