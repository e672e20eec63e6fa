import { describe, expect, it } from 'vitest'
import { haproxyConfig } from './haproxyConfig.ts'

const input = {
  apiPort: 9000,
  relayPort: 9001,
  statsPort: 9002,
  api: [
    { name: 'api1', port: 8101 },
    { name: 'api2', port: 8102 },
  ],
  relay: [
    { name: 'relay1', port: 8201 },
    { name: 'relay2', port: 8202 },
  ],
}

/** The lines of one section, from its header to the next blank line. */
function section(config: string, header: string): string[] {
  const lines = config.split('\n')
  const start = lines.indexOf(header)
  const end = lines.indexOf('', start)
  return lines.slice(start + 1, end).map((line) => line.trim())
}

describe('haproxyConfig', () => {
  it('binds the API, the relay and the stats page on loopback only', () => {
    const binds = haproxyConfig(input)
      .split('\n')
      .filter((line) => line.trim().startsWith('bind'))
      .map((line) => line.trim())
    expect(binds).toEqual(['bind 127.0.0.1:9000', 'bind 127.0.0.1:9001', 'bind 127.0.0.1:9002'])
  })

  it('adds X-Forwarded-For on both frontends', () => {
    const config = haproxyConfig(input)
    expect(section(config, 'frontend api')).toContain('option forwardfor')
    expect(section(config, 'frontend relay')).toContain('option forwardfor')
  })

  it('checks every instance on GET /health', () => {
    const config = haproxyConfig(input)
    for (const backend of ['backend api', 'backend relay']) {
      expect(section(config, backend)).toContain('http-check send meth GET uri /health')
    }
    expect(section(config, 'backend api')).toEqual(
      expect.arrayContaining(['server api1 127.0.0.1:8101 check', 'server api2 127.0.0.1:8102 check']),
    )
    expect(section(config, 'backend relay')).toEqual(
      expect.arrayContaining(['server relay1 127.0.0.1:8201 check', 'server relay2 127.0.0.1:8202 check']),
    )
  })

  it('keeps upgraded relay sockets open as tunnels', () => {
    expect(section(haproxyConfig(input), 'defaults')).toContain('timeout tunnel 1h')
  })

  it('resends a request left unanswered by a dead instance unless told not to', () => {
    expect(section(haproxyConfig(input), 'backend api')).toContain(
      'retry-on conn-failure empty-response response-timeout',
    )
    expect(section(haproxyConfig({ ...input, retryUnanswered: false }), 'backend api')).toContain(
      'retry-on conn-failure',
    )
  })

  it('checks at the interval it is given', () => {
    expect(section(haproxyConfig({ ...input, checkIntervalMs: 250 }), 'defaults')).toContain(
      'default-server inter 250ms fastinter 250ms downinter 250ms fall 2 rise 2',
    )
  })
})
