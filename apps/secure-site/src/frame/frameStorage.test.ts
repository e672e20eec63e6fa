import { expect, it } from 'vitest'
import { createFrameStorage, deviceName } from './frameStorage.ts'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

it('keeps the session token per project until it expires', () => {
  let now = 1_000
  const storage = memoryStorage()
  const demo = createFrameStorage('demo', storage, () => now)
  demo.saveToken('t1', 5_000)
  expect(demo.token()).toBe('t1')
  expect(createFrameStorage('other', storage, () => now).token()).toBeUndefined()
  now = 5_000
  expect(demo.token()).toBeUndefined()
})

it('forgets the token on sign-out', () => {
  const demo = createFrameStorage('demo', memoryStorage(), () => 0)
  demo.saveToken('t1', '2099-01-01T00:00:00.000Z')
  demo.clearToken()
  expect(demo.token()).toBeUndefined()
})

it('gives this browser one device id and keeps it', () => {
  const storage = memoryStorage()
  const id = createFrameStorage('demo', storage, () => 0).deviceId()
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  expect(createFrameStorage('other', storage, () => 0).deviceId()).toBe(id)
})

it('works in memory when storage is blocked', () => {
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError')
    },
    setItem: () => {
      throw new Error('SecurityError')
    },
    removeItem: () => {
      throw new Error('SecurityError')
    },
  } as unknown as Storage
  const demo = createFrameStorage('demo', blocked, () => 0)
  demo.saveToken('t1', 10)
  expect(demo.token()).toBe('t1')
})

it('names the device the way the approval mail shows it', () => {
  expect(
    deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'),
  ).toBe('Chrome on Linux')
  expect(deviceName('curl/8')).toBe('A browser on an unknown system')
})

it('remembers the account type per project and per EVM key, and ignores a value it did not write', () => {
  const storage = memoryStorage()
  const demo = createFrameStorage('demo', storage, () => 0)
  const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  expect(demo.accountType(owner)).toBeUndefined()
  demo.saveAccountType(owner, 'smartAccount')
  expect(demo.accountType(owner.toLowerCase())).toBe('smartAccount')
  expect(demo.accountType('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
  expect(createFrameStorage('other', storage, () => 0).accountType(owner)).toBeUndefined()
  storage.setItem(`foyer-embedded/account-type/demo/${owner.toLowerCase()}`, 'admin')
  expect(demo.accountType(owner)).toBeUndefined()
})

it("keeps a redirect login's binding in the tab's storage, per project, for one taking within the login's life", () => {
  let now = 0
  const local = memoryStorage()
  const tab = memoryStorage()
  createFrameStorage('demo', local, () => now, tab).keepRedirectBinding('b1')
  expect(local.length).toBe(0)
  // The page the visitor comes back to has a new frame, over the same tab storage.
  expect(createFrameStorage('other', local, () => now, tab).takeRedirectBinding()).toBeUndefined()
  const back = createFrameStorage('demo', local, () => now, tab)
  expect(back.takeRedirectBinding()).toBe('b1')
  expect(back.takeRedirectBinding()).toBeUndefined()

  back.keepRedirectBinding('b2')
  now = 10 * 60_000
  expect(createFrameStorage('demo', local, () => now, tab).takeRedirectBinding()).toBeUndefined()
  expect(tab.length).toBe(0)
})
