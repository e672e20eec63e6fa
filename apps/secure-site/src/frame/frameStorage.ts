/**
 * What the frame keeps in its origin's localStorage: the session token (per project) and this browser's device
 * id. No key material: shares live in IndexedDB sealed under a non-extractable key, keys only in memory.
 * A browser that partitions third-party storage gives each top-level site its own copy of all of this.
 */
export interface FrameStorage {
  token(): string | undefined
  saveToken(token: string, expiresAt: string | number): void
  clearToken(): void
  deviceId(): string
  /** The account type the visitor last chose for `owner` (their EVM key's address), if any. */
  accountType(owner: string): 'eoa' | 'smartAccount' | undefined
  saveAccountType(owner: string, type: 'eoa' | 'smartAccount'): void
}

/** A storage that throws (blocked, full) behaves as an empty one kept in memory: the session then lasts the page. */
export function createFrameStorage(projectId: string, storage: Storage | undefined, now: () => number): FrameStorage {
  const memory = new Map<string, string>()
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? memory.get(key)
    } catch {
      return memory.get(key)
    }
  }
  const write = (key: string, value: string | undefined) => {
    if (value === undefined) memory.delete(key)
    else memory.set(key, value)
    try {
      if (value === undefined) storage?.removeItem(key)
      else storage?.setItem(key, value)
    } catch {
      // Kept in memory above.
    }
  }
  const sessionKey = `foyer-embedded/session/${projectId}`
  const deviceKey = 'foyer-embedded/device-id'
  return {
    token() {
      const stored = parseSession(read(sessionKey))
      if (!stored) return undefined
      if (stored.expiresAt <= now()) {
        write(sessionKey, undefined)
        return undefined
      }
      return stored.token
    },
    saveToken(token, expiresAt) {
      const at = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt)
      write(sessionKey, JSON.stringify({ token, expiresAt: Number.isFinite(at) ? at : now() }))
    },
    clearToken() {
      write(sessionKey, undefined)
    },
    accountType(owner) {
      const stored = read(`foyer-embedded/account-type/${projectId}/${owner.toLowerCase()}`)
      return stored === 'eoa' || stored === 'smartAccount' ? stored : undefined
    },
    saveAccountType(owner, type) {
      write(`foyer-embedded/account-type/${projectId}/${owner.toLowerCase()}`, type)
    },
    deviceId() {
      const existing = read(deviceKey)
      if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing
      const created = crypto.randomUUID()
      write(deviceKey, created)
      return created
    },
  }
}

function parseSession(text: string | undefined): { token: string; expiresAt: number } | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as { token?: unknown; expiresAt?: unknown }
    return typeof value.token === 'string' && typeof value.expiresAt === 'number'
      ? { token: value.token, expiresAt: value.expiresAt }
      : undefined
  } catch {
    return undefined
  }
}

/** A short name for this browser that the device-approval mail shows ("Chrome on Linux"). */
export function deviceName(userAgent: string): string {
  const browser =
    [/Edg\//, /OPR\//, /Firefox\//, /Chrome\//, /Safari\//]
      .map((pattern, index) =>
        pattern.test(userAgent) ? ['Edge', 'Opera', 'Firefox', 'Chrome', 'Safari'][index] : undefined,
      )
      .find(Boolean) ?? 'A browser'
  const system =
    [/Android/, /iPhone|iPad/, /Windows/, /Mac OS X/, /Linux/]
      .map((pattern, index) =>
        pattern.test(userAgent) ? ['Android', 'iOS', 'Windows', 'macOS', 'Linux'][index] : undefined,
      )
      .find(Boolean) ?? 'an unknown system'
  return `${browser} on ${system}`
}
