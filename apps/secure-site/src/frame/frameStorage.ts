import { SOCIAL_LOGIN_TTL_MS } from '@foyer/protocol'

/**
 * What the frame keeps in its origin's localStorage: the session token (per project) and this browser's device
 * id. No key material: shares live in IndexedDB sealed under a non-extractable key, keys only in memory.
 * A browser that partitions third-party storage gives each top-level site its own copy of all of this.
 * In the tab's sessionStorage, for a social login by full-page redirect only: the login's binding, which must
 * outlive the page that started it and reach the frame of the page the visitor comes back to, in this tab alone.
 */
export interface FrameStorage {
  token(): string | undefined
  saveToken(token: string, expiresAt: string | number): void
  clearToken(): void
  deviceId(): string
  /** The account type the visitor last chose for `owner` (their EVM key's address), if any. */
  accountType(owner: string): 'eoa' | 'smartAccount' | undefined
  saveAccountType(owner: string, type: 'eoa' | 'smartAccount'): void
  /** Keeps a redirect login's binding in this tab until the login's own lifetime ends (SOCIAL_LOGIN_TTL_MS). */
  keepRedirectBinding(binding: string): void
  /** The kept binding, once: taking it forgets it, whatever follows. */
  takeRedirectBinding(): string | undefined
}

/**
 * A storage that throws (blocked, full) behaves as an empty one kept in memory: the session then lasts the page
 * (and a redirect login's binding is lost with it, so that login fails and can be tried again).
 */
export function createFrameStorage(
  projectId: string,
  storage: Storage | undefined,
  now: () => number,
  tabStorage?: Storage,
): FrameStorage {
  const { read, write } = slots(storage)
  const tab = slots(tabStorage)
  const sessionKey = `foyer-embedded/session/${projectId}`
  const deviceKey = 'foyer-embedded/device-id'
  const redirectKey = `foyer-embedded/social-redirect/${projectId}`
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
    keepRedirectBinding(binding) {
      tab.write(redirectKey, JSON.stringify({ binding, expiresAt: now() + SOCIAL_LOGIN_TTL_MS }))
    },
    takeRedirectBinding() {
      const kept = parseRedirectBinding(tab.read(redirectKey))
      tab.write(redirectKey, undefined)
      return kept && kept.expiresAt > now() ? kept.binding : undefined
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

/** Reads and writes one storage, falling back to memory (for this page) where it throws or is absent. */
function slots(storage: Storage | undefined) {
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
  return { read, write }
}

function parseRedirectBinding(text: string | undefined): { binding: string; expiresAt: number } | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as { binding?: unknown; expiresAt?: unknown }
    return typeof value.binding === 'string' && typeof value.expiresAt === 'number'
      ? { binding: value.binding, expiresAt: value.expiresAt }
      : undefined
  } catch {
    return undefined
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
