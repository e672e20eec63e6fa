import { describe, expect, it } from 'vitest'
import { createHandshakeListener, type HandshakeEvent } from './handshake.ts'

const DAPP = 'http://127.0.0.1:4173'
const parent = { name: 'parent window' }

function setup() {
  const accepted: { port: MessagePort; origin: string }[] = []
  const warnings: string[] = []
  const listen = createHandshakeListener({
    projectId: 'demo',
    allowedOrigins: [DAPP],
    parent,
    onPort: (port, origin) => accepted.push({ port, origin }),
    warn: (message) => warnings.push(message),
  })
  return { accepted, warnings, listen }
}

function handshake(overrides: Partial<HandshakeEvent> = {}): HandshakeEvent {
  const { port2 } = new MessageChannel()
  return {
    data: { v: 1, id: crypto.randomUUID(), type: '@foyer-app/CONNECT_PORT', payload: { projectId: 'demo' } },
    origin: DAPP,
    source: parent,
    ports: [port2],
    ...overrides,
  }
}

describe('the one-time handshake', () => {
  it('accepts the parent window’s CONNECT_PORT from an allowed origin, with its port', () => {
    const { accepted, listen } = setup()
    const event = handshake()
    listen(event)
    expect(accepted).toEqual([{ port: event.ports[0], origin: DAPP }])
  })

  it('ignores a handshake from a window that is not the parent (a sibling frame)', () => {
    const { accepted, warnings, listen } = setup()
    listen(handshake({ source: { name: 'sibling' } }))
    expect(accepted).toEqual([])
    expect(warnings).toEqual(['Foyer frame: ignored a message (not from the parent window)'])
  })

  it('ignores a handshake from an origin the project does not allow', () => {
    const { accepted, listen } = setup()
    listen(handshake({ origin: 'https://evil.example' }))
    expect(accepted).toEqual([])
  })

  it('accepts only the first handshake: a second one, or a replay of the first, is ignored', () => {
    const { accepted, listen } = setup()
    const first = handshake()
    listen(first)
    listen(first)
    listen(handshake())
    expect(accepted).toHaveLength(1)
  })

  it('ignores any other app event on the window, even from the parent', () => {
    const { accepted, listen } = setup()
    listen(handshake({ data: { v: 1, id: crypto.randomUUID(), type: '@foyer-app/SIGN_OUT', payload: {} } }))
    expect(accepted).toEqual([])
  })

  it('ignores a handshake for another project, without a port, or off-schema', () => {
    const { accepted, listen } = setup()
    const id = crypto.randomUUID()
    listen(handshake({ data: { v: 1, id, type: '@foyer-app/CONNECT_PORT', payload: { projectId: 'other' } } }))
    listen(handshake({ ports: [] }))
    listen(handshake({ data: { v: 2, id, type: '@foyer-app/CONNECT_PORT', payload: { projectId: 'demo' } } }))
    listen(handshake({ data: 'x'.repeat(100_000) }))
    expect(accepted).toEqual([])
  })
})

describe('a flood of hostile window messages', () => {
  it('accepts none of 1,000 random or replayed messages that break any one rule', () => {
    const { accepted, listen } = setup()
    const valid = handshake()
    const variants: Partial<HandshakeEvent>[] = [
      { source: { name: 'sibling' } },
      { origin: 'https://evil.example' },
      { origin: `${DAPP}.evil.example` },
      { data: { ...(valid.data as object), payload: { projectId: 'other' } } },
      { data: { ...(valid.data as object), v: 2 } },
      { data: { ...(valid.data as object), type: '@foyer-app/GET_USER' } },
      { data: JSON.stringify(valid.data) },
      { data: null },
      { ports: [] },
    ]
    for (let index = 0; index < 1_000; index += 1) {
      const variant = variants[index % variants.length]
      listen({ ...handshake(), ...variant })
    }
    expect(accepted).toEqual([])
    listen(valid)
    expect(accepted).toHaveLength(1)
  })
})
