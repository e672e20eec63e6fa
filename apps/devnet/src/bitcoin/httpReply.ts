/** One HTTP answer of the Esplora API, before it is written to the socket. */
export interface HttpReply {
  status: number
  contentType: string
  body: string | Uint8Array
}

export const text = (body: string, status = 200): HttpReply => ({
  status,
  contentType: 'text/plain; charset=utf-8',
  body,
})

export const json = (value: unknown, status = 200): HttpReply => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(value),
})

export const binary = (body: Uint8Array): HttpReply => ({ status: 200, contentType: 'application/octet-stream', body })

export const notFound = (what: string): HttpReply => text(`${what} not found`, 404)

export const badRequest = (message: string): HttpReply => text(message, 400)
