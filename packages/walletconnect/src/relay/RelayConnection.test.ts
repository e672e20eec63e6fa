import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateClientSeed } from '../crypto/relayJwt.ts'
import { RelayConnection, type SocketLike } from './RelayConnection.ts'

/** Sockets the test opens and drops by hand, in the order the connection made them. */
function fakeSockets() {
  const made: (SocketLike & { readyState: number })[] = []
  class FakeSocket implements SocketLike {
    readyState = 0
    onopen: SocketLike['onopen'] = null
    onclose: SocketLike['onclose'] = null
    onerror: SocketLike['onerror'] = null
    onmessage: SocketLike['onmessage'] = null
    constructor() {
      made.push(this)
    }
    send() {}
    close() {
      this.readyState = 3
    }
  }
  const open = (socket: (typeof made)[number] | undefined) => {
    if (!socket) throw new Error('no socket was made')
    socket.readyState = 1
    socket.onopen?.({})
  }
  const drop = (socket: (typeof made)[number] | undefined) => {
    if (!socket) throw new Error('no socket was made')
    socket.readyState = 3
    socket.onclose?.({})
  }
  return { made, FakeSocket, open, drop }
}

/** A connection whose sockets are the fake ones. */
const relayOver = (sockets: ReturnType<typeof fakeSockets>) =>
  new RelayConnection({
    relayUrl: 'ws://127.0.0.1:1/relay',
    projectId: 'test',
    clientSeed: generateClientSeed(),
    webSocket: sockets.FakeSocket,
    onPush: async () => {},
  })

afterEach(() => vi.useRealTimers())

describe('RelayConnection.retryNow', () => {
  it('reopens a dropped socket at once instead of waiting out the backoff', () => {
    vi.useFakeTimers()
    const sockets = fakeSockets()
    const relay = relayOver(sockets)
    void relay.subscribe('a'.repeat(64)).catch(() => {})
    sockets.open(sockets.made[0])
    sockets.drop(sockets.made[0])
    expect(sockets.made).toHaveLength(1)
    relay.retryNow()
    expect(sockets.made).toHaveLength(2)
    relay.close()
  })

  it('does nothing while a socket is open or the client is closed', () => {
    const sockets = fakeSockets()
    const relay = relayOver(sockets)
    void relay.subscribe('b'.repeat(64)).catch(() => {})
    sockets.open(sockets.made[0])
    relay.retryNow()
    expect(sockets.made).toHaveLength(1)
    relay.close()
    relay.retryNow()
    expect(sockets.made).toHaveLength(1)
  })
})
