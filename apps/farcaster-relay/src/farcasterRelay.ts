import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { type Channel, createChannelStore } from './channelStore.ts'
import { createFarcasterRegistry, type FarcasterUser } from './farcasterRegistry.ts'
import { relayApp } from './relayApp.ts'

/** The test user every local stack registers: what `npm start`'s "Farcaster app" and the e2e sign in as. */
export const TEST_FARCASTER_USER = { fid: 20_001, username: 'foyer-tester' } as const

export interface FarcasterRelayOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Default 127.0.0.1: the stand-in approves channels for anyone who asks, so it stays on loopback. */
  host?: string
  /** The relay key Farcaster apps present; a fresh one by default. */
  authKey?: string
  now?: () => number
}

export interface FarcasterRelay {
  /** The relay's origin, what the API's `relayUrl` and the auth-client's `relay` take. */
  url: string
  port: number
  authKey: string
  /** The registered test user, its fid, name and custody address. */
  testUser: FarcasterUser
  /** Registers a Farcaster account; with a key, POST /test/approve can sign for it. */
  register(user: FarcasterUser, privateKey?: `0x${string}`): void
  stop(): Promise<void>
}

/** A local stand-in for Farcaster's auth relay and Id Registry (docs/api-embedded.md "Farcaster"). */
export async function startFarcasterRelay(options: FarcasterRelayOptions = {}): Promise<FarcasterRelay> {
  const host = options.host ?? '127.0.0.1'
  const authKey = options.authKey ?? randomBytes(16).toString('hex')
  const registry = createFarcasterRegistry()
  const testKeys = new Map<number, `0x${string}`>()
  let origin = ''
  // The URL a phone opens, as Farcaster's relay makes it: the channel and what the message must say.
  const connectUrl = (channel: Omit<Channel, 'url'>) => {
    const url = new URL('/~/siwf', origin)
    const params = channel.signatureParams
    url.search = new URLSearchParams({
      channelToken: channel.channelToken,
      nonce: channel.nonce,
      siweUri: params.siweUri,
      domain: params.domain,
      ...(params.notBefore && { notBefore: params.notBefore }),
      ...(params.expirationTime && { expirationTime: params.expirationTime }),
    }).toString()
    return url.toString()
  }
  const channels = createChannelStore(connectUrl, options.now ?? Date.now)
  let nextFid: number = TEST_FARCASTER_USER.fid + 1
  const registerTestUser = (username: string): FarcasterUser => {
    const key = generatePrivateKey()
    const user = { fid: nextFid++, custody: privateKeyToAccount(key).address, username }
    register(user, key)
    return user
  }
  const app = relayApp({
    channels,
    registry,
    authKey,
    testKeys,
    registerTestUser,
    phoneUser: () => testUser,
    origin: () => origin,
  })
  function register(user: FarcasterUser, privateKey?: `0x${string}`) {
    registry.register(user)
    if (privateKey) testKeys.set(user.fid, privateKey)
  }
  const testKey = generatePrivateKey()
  const testUser: FarcasterUser = { ...TEST_FARCASTER_USER, custody: privateKeyToAccount(testKey).address }
  register(testUser, testKey)

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => resolve(started))
    started.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    url: origin,
    port,
    authKey,
    testUser,
    register,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}
