/** One instance behind the balancer. */
export interface Backend {
  name: string
  port: number
}

export interface HaproxyConfigInput {
  apiPort: number
  relayPort: number
  statsPort: number
  api: readonly Backend[]
  relay: readonly Backend[]
  /** How often each instance's /health is asked; two misses mark it down, two answers up again. */
  checkIntervalMs?: number
  /**
   * Resend an API request whose instance closed the connection without an answer (the kill) to the other one.
   * Defaults to true; false shows what clients see without it.
   */
  retryUnanswered?: boolean
}

/**
 * haproxy's configuration for the load harness: the API and the relay each behind their own frontend on loopback,
 * `X-Forwarded-For` added (the API runs with FOYER_TRUST_PROXY=1), every instance checked on GET /health, and
 * WebSocket upgrades held open as tunnels for the relay. The stats page (CSV at /stats;csv) shows each instance's
 * state, which the harness reads to time how fast a killed instance is marked down and back up.
 */
export function haproxyConfig(input: HaproxyConfigInput): string {
  const interval = input.checkIntervalMs ?? 500
  const servers = (backends: readonly Backend[]) =>
    backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`)
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A relay socket is a tunnel once upgraded: it lives as long as the client stays.
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    // A request whose connection to a dead instance fails is sent to the other one.
    '  option redispatch',
    '  retries 2',
    `  default-server inter ${interval}ms fastinter ${interval}ms downinter ${interval}ms fall 2 rise 2`,
    '',
    'frontend api',
    `  bind 127.0.0.1:${input.apiPort}`,
    '  option forwardfor',
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /health',
    '  http-check expect status 200',
    // A request whose instance died before answering is sent again to the other one; analytics batches are safe
    // to resend (an eventId is stored once).
    input.retryUnanswered === false
      ? '  retry-on conn-failure'
      : '  retry-on conn-failure empty-response response-timeout',
    ...servers(input.api),
    '',
    'frontend relay',
    `  bind 127.0.0.1:${input.relayPort}`,
    '  option forwardfor',
    '  default_backend relay',
    '',
    'backend relay',
    // Round robin sends a pair's two clients, which connect one after the other, to different instances.
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /health',
    '  http-check expect status 200',
    ...servers(input.relay),
    '',
    'listen stats',
    `  bind 127.0.0.1:${input.statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n')
}
