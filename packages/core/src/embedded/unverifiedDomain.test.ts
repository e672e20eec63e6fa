// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { embeddedClient } from './embeddedClient.testing.ts'

// A loopback Foyer API that lists the project's allowed origins (SPEC §7 GET /projects/v1/origins).
let allowedOrigins: string[] = []
let server: Server
let apiUrl: string
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path !== '/projects/v1/origins') return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ allowedOrigins }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('email login on a page the project does not list', () => {
  it('says unverified_domain first and never loads the frame', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    allowedOrigins = ['https://dapp.example']
    const { client, double } = embeddedClient({ apiUrl })
    await expect(client.embedded?.connectEmail('ada@example.com')).rejects.toMatchObject({
      code: 'UNVERIFIED_DOMAIN',
    })
    expect(client.stores.alerts.getState().alerts.map((alert) => alert.code)).toContain('APKT005')
    expect(double.state.urls).toEqual([])
  })

  it('mails the code when the project lists this page’s origin', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    allowedOrigins = [location.origin]
    const { client, double } = embeddedClient({ apiUrl })
    await client.embedded?.connectEmail('ada@example.com')
    expect(double.received('CONNECT_EMAIL')).toHaveLength(1)
  })
})
