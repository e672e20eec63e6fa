import { APP_EVENT_PREFIX, parseAppEvent } from '@foyer/protocol'

/** The parts of a window `message` event the handshake looks at. */
export interface HandshakeEvent {
  data: unknown
  origin: string
  source: unknown
  ports: readonly MessagePort[]
}

export interface HandshakeOptions {
  projectId: string
  allowedOrigins: readonly string[]
  /** `window.parent`: the only window whose handshake counts. */
  parent: unknown
  onPort(port: MessagePort, origin: string): void
  warn(message: string): void
}

/**
 * The frame's window `message` listener. It accepts exactly one CONNECT_PORT, from the parent window, from one
 * of the project's allowed origins, naming this frame's project and carrying one port; every later message
 * travels on that port. Anything else — a sibling frame, another origin, a second handshake, a replay — gets no
 * answer at all (an answer would tell a hostile page the frame is there) and a warning in the frame's console.
 */
export function createHandshakeListener(options: HandshakeOptions): (event: HandshakeEvent) => void {
  let accepted = false
  return (event) => {
    const refuse = (why: string) => options.warn(`Foyer frame: ignored a message (${why})`)
    if (accepted) return refuse('the port is already connected')
    if (event.source !== options.parent) return refuse('not from the parent window')
    if (!options.allowedOrigins.includes(event.origin)) return refuse(`origin ${event.origin} is not allowed`)
    const message = parseAppEvent(event.data)
    if (message?.type !== `${APP_EVENT_PREFIX}CONNECT_PORT`) return refuse('not a handshake')
    if (message.payload.projectId !== options.projectId) return refuse('another project')
    const [port] = event.ports
    if (!port || event.ports.length !== 1) return refuse('no port')
    accepted = true
    options.onPort(port, event.origin)
  }
}
