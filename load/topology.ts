import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, waitForPort } from '../scripts/ports.ts'
import { openDatabase } from '../services/api/src/db/database.ts'
import { upsertProject } from '../services/api/src/projects/projectStore.ts'
import { type Child, startChild } from './children.ts'
import { haproxyConfig } from './haproxyConfig.ts'
import { parseHaproxyStats, type ServerState } from './haproxyStats.ts'
import { type PostgresServer, startPostgres } from './postgresServer.ts'
import { type RedisServer, startRedis } from './redisServer.ts'

const REPO = fileURLToPath(new URL('..', import.meta.url))
export const PROJECT_ID = 'load'
export const ORIGIN = 'https://app.load.example'
export const DEVNET_CHAIN_ID = 31337

/** One API or relay process behind haproxy, which the harness can kill and start again on the same port. */
export interface Instance {
  name: string
  port: number
  child(): Child
  /** Starts it again (after a kill) and resolves once it listens. */
  restart(): Promise<void>
}

export interface Topology {
  /** haproxy's frontends: http://127.0.0.1:PORT and ws://127.0.0.1:PORT */
  apiUrl: string
  relayUrl: string
  statsUrl: string
  postgres: PostgresServer
  redis: RedisServer
  apis: Instance[]
  relays: Instance[]
  /** Every API and relay instance as haproxy sees it now. */
  serverStates(): Promise<ServerState[]>
}

function requireHaproxy(): void {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' })
  } catch {
    throw new Error('haproxy is not installed: apt-get install -y haproxy (Debian), then run `npm run load` again')
  }
}

async function instance(name: string, start: (port: number) => Promise<Child>): Promise<Instance> {
  const port = await freePort()
  let current = await start(port)
  return {
    name,
    port,
    child: () => current,
    async restart() {
      current = await start(port)
    },
  }
}

/**
 * Postgres, Redis (append-only), an Anvil devnet, two API instances, two relay instances and haproxy in front,
 * all on loopback, data under `dir`. Every process is registered with children.ts, which stops them on exit.
 */
export async function startTopology(
  dir: string,
  log: (line: string) => void,
  options: { retryUnanswered?: boolean } = {},
): Promise<Topology> {
  requireHaproxy()
  const postgres = await startPostgres()
  log(`postgres ${postgres.url}`)
  const redis = await startRedis(join(dir, 'redis'))
  log(`redis ${redis.url} (append-only, ${join(dir, 'redis')})`)
  const devnetPorts = [await freePort(), await freePort()]
  await startChild(
    'devnet',
    process.execPath,
    [
      '--import',
      'tsx',
      join(REPO, 'apps/devnet/src/cli.ts'),
      '--ports',
      devnetPorts.join(','),
      '--no-unlisted',
      '--no-bundler',
    ],
    { ready: (line) => line.includes('Press Ctrl+C to stop'), timeoutMs: 60_000 },
  )
  const chains = [{ chainId: DEVNET_CHAIN_ID, name: 'Foyer Devnet', rpcUrl: `http://127.0.0.1:${devnetPorts[0]}` }]
  log(`devnet ${chains[0]!.rpcUrl}`)

  // Migrate and create the project once, before two instances would race to migrate the same database.
  const database = await openDatabase({ url: postgres.url })
  await upsertProject(database.db, undefined, { id: PROJECT_ID, name: 'Load', tier: 'pro', allowedOrigins: [ORIGIN] })
  await database.close()

  const apiEnv = {
    HOST: '127.0.0.1',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    FOYER_TRUST_PROXY: '1',
    FOYER_CHAINS: JSON.stringify(chains),
    // Every request of the load generator comes from one address: the per-IP limit would measure itself.
    FOYER_RATE_LIMIT: 'off',
    FOYER_RPC_RATE_LIMIT: 'off',
    FOYER_API_DATA_DIR: join(dir, 'api-unused'),
  }
  const startApi = (name: string) => (port: number) =>
    startChild(name, process.execPath, ['--import', 'tsx', join(REPO, 'services/api/src/main.ts')], {
      env: { ...apiEnv, PORT: String(port) },
      ready: (line) => line.includes('"api listening"'),
    })
  const startRelay = (name: string) => (port: number) =>
    startChild(
      name,
      process.execPath,
      ['--import', 'tsx', join(REPO, 'services/relay/src/cli.ts'), '--port', String(port), '--host', '127.0.0.1'],
      { env: { REDIS_URL: redis.url }, ready: (line) => /listening/i.test(line) },
    )
  const apis = [await instance('api1', startApi('api1')), await instance('api2', startApi('api2'))]
  const relays = [await instance('relay1', startRelay('relay1')), await instance('relay2', startRelay('relay2'))]
  log(
    `api instances on ${apis.map((api) => api.port).join(', ')}; relay instances on ${relays.map((relay) => relay.port).join(', ')}`,
  )

  const [apiPort, relayPort, statsPort] = [await freePort(), await freePort(), await freePort()]
  const configPath = join(dir, 'haproxy.cfg')
  writeFileSync(
    configPath,
    haproxyConfig({
      apiPort,
      relayPort,
      statsPort,
      api: apis.map(({ name, port }) => ({ name, port })),
      relay: relays.map(({ name, port }) => ({ name, port })),
      ...options,
    }),
  )
  const haproxyLog: string[] = []
  const haproxy = await startChild('haproxy', 'haproxy', ['-f', configPath, '-db'], { log: haproxyLog })
  await waitForPort(apiPort).catch((error: unknown) => {
    throw new Error(
      `haproxy did not start (${haproxy.exited() ? 'it exited' : String(error)}):\n${haproxyLog.join('\n')}`,
    )
  })
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`
  const serverStates = async () => parseHaproxyStats(await (await fetch(statsUrl)).text())
  const deadline = Date.now() + 15_000
  while (!(await serverStates()).every((state) => state.status === 'UP')) {
    if (Date.now() > deadline)
      throw new Error(`haproxy does not see every instance up: ${JSON.stringify(await serverStates())}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  log(`haproxy: API http://127.0.0.1:${apiPort}, relay ws://127.0.0.1:${relayPort}, stats ${statsUrl}`)
  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    relayUrl: `ws://127.0.0.1:${relayPort}`,
    statsUrl,
    postgres,
    redis,
    apis,
    relays,
    serverStates,
  }
}
