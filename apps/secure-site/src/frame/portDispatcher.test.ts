import { afterEach, describe, expect, it } from 'vitest'
import { FrameRequestError } from './frameRequestError.ts'
import { createPortDispatcher, type RequestHandlers } from './portDispatcher.ts'

const channels: MessageChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close()
    channel.port2.close()
  }
})

/** The app's end of a real MessageChannel, collecting what the frame posts. */
function connect(handlers: Partial<RequestHandlers>) {
  const channel = new MessageChannel()
  channels.push(channel)
  const received: unknown[] = []
  const warnings: string[] = []
  const failures: string[][] = []
  channel.port1.onmessage = (event) => received.push(event.data)
  const all = new Proxy(handlers, {
    get: (target, name) =>
      target[name as keyof RequestHandlers] ??
      (() => Promise.reject(new FrameRequestError(`${String(name)} is not in this test`))),
  }) as RequestHandlers
  const dispatcher = createPortDispatcher(
    channel.port2,
    all,
    (message) => warnings.push(message),
    (name, message) => failures.push([name, message]),
  )
  const send = (message: unknown) => channel.port1.postMessage(message)
  return { received, warnings, failures, send, dispatcher }
}

const request = (type: string, payload: unknown = {}, id: string = crypto.randomUUID()) => ({
  v: 1,
  id,
  type: `@foyer-app/${type}`,
  payload,
})

describe('the port dispatcher', () => {
  it('answers a request with _SUCCESS and the same id', async () => {
    const app = connect({ GET_CHAIN_ID: async () => ({ chainId: 31337 }) })
    const asked = request('GET_CHAIN_ID')
    app.send(asked)
    await expect
      .poll(() => app.received)
      .toEqual([{ v: 1, id: asked.id, type: '@foyer-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } }])
  })

  it("answers a failure with _ERROR and the failure's own words when they are meant for the app", async () => {
    const app = connect({
      SWITCH_NETWORK: async () => {
        throw new FrameRequestError('Requested RPC call is not allowed')
      },
    })
    const asked = request('SWITCH_NETWORK', { chainId: 5 })
    app.send(asked)
    await expect
      .poll(() => app.received)
      .toEqual([
        {
          v: 1,
          id: asked.id,
          type: '@foyer-frame/SWITCH_NETWORK_ERROR',
          payload: { message: 'Requested RPC call is not allowed' },
        },
      ])
  })

  it("tells the frame's log a failed request's name and its answer's message, never its payload", async () => {
    const app = connect({
      CONNECT_OTP: async () => {
        throw new FrameRequestError('Invalid code')
      },
    })
    app.send(request('CONNECT_OTP', { otp: '123456' }))
    await expect.poll(() => app.failures).toEqual([['CONNECT_OTP', 'Invalid code']])
  })

  it("says only 'Something went wrong' about an unexpected failure", async () => {
    const app = connect({
      IS_CONNECTED: async () => {
        throw new Error('secret detail from inside')
      },
    })
    app.send(request('IS_CONNECTED'))
    await expect.poll(() => app.received).toMatchObject([{ payload: { message: 'Something went wrong' } }])
  })

  it('drops a message off-schema with a warning and answers nothing', async () => {
    const app = connect({ IS_CONNECTED: async () => ({ isConnected: true }) })
    app.send({ v: 1, id: crypto.randomUUID(), type: '@foyer-app/NO_SUCH_EVENT', payload: {} })
    app.send(request('CONNECT_EMAIL', { email: 'not an address' }))
    app.send(request('IS_CONNECTED', { extra: true }))
    const marker = request('IS_CONNECTED')
    app.send(marker)
    await expect.poll(() => app.received).toHaveLength(1)
    expect(app.received[0]).toMatchObject({ id: marker.id })
    expect(app.warnings).toEqual(Array(3).fill('Foyer frame: dropped a message that is not a Foyer app event'))
  })

  it('runs a replayed request id once and answers it once', async () => {
    let runs = 0
    const app = connect({
      SIGN_OUT: async () => {
        runs += 1
        return {}
      },
    })
    const asked = request('SIGN_OUT')
    app.send(asked)
    app.send(asked)
    await expect.poll(() => app.received).toHaveLength(1)
    app.send(asked)
    const marker = request('SIGN_OUT')
    app.send(marker)
    await expect.poll(() => app.received).toHaveLength(2)
    expect(runs).toBe(2)
    expect(app.warnings).toEqual([
      `Foyer frame: dropped a repeated request id ${asked.id}`,
      `Foyer frame: dropped a repeated request id ${asked.id}`,
    ])
  })

  it('refuses a second handshake arriving on the port', async () => {
    const app = connect({})
    app.send(request('CONNECT_PORT', { projectId: 'demo' }))
    await expect.poll(() => app.warnings).toEqual(['Foyer frame: dropped a second handshake on the port'])
    expect(app.received).toEqual([])
  })

  it('answers with an error instead of a result larger than the protocol carries', async () => {
    const app = connect({ RPC_REQUEST: async () => ({ result: 'x'.repeat(70_000) }) })
    app.send(request('RPC_REQUEST', { method: 'eth_getLogs', params: [] }))
    await expect
      .poll(() => app.received)
      .toMatchObject([
        {
          type: '@foyer-frame/RPC_REQUEST_ERROR',
          payload: { message: 'The answer is too large to pass through the frame' },
        },
      ])
  })

  it('sends its own events (READY, SHOW, HIDE) only when they fit the protocol', async () => {
    const app = connect({})
    app.dispatcher.emit('SHOW', { purpose: 'approve' })
    // @ts-expect-error: a purpose the protocol does not know never leaves the frame.
    app.dispatcher.emit('SHOW', { purpose: 'phish' })
    app.dispatcher.emit('HIDE', {})
    await expect
      .poll(() => app.received)
      .toEqual([
        { v: 1, type: '@foyer-frame/SHOW', payload: { purpose: 'approve' } },
        { v: 1, type: '@foyer-frame/HIDE', payload: {} },
      ])
  })
})
