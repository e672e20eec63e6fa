import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApiServer } from '@foyer/api'
import { startDevnet } from '@foyer/devnet'

/**
 * e2e/next-ssr.spec.ts's web server: builds this app with `next build`, starts an Anvil devnet and the Foyer API
 * on free ports, and serves the build with `next start` on the port given, with the API and RPC it forwards named
 * in its environment. Everything `next start` prints also goes to NEXT_SERVER_LOG, which the spec reads for
 * errors of the server render. FOYER_NEXT_PREBUILT=1 serves the last build as it is (while working on the spec).
 */
const APP_DIR = dirname(fileURLToPath(import.meta.url))
const ROOT = join(APP_DIR, '../..')
const NEXT_SERVER_LOG = process.env.NEXT_SERVER_LOG ?? join(ROOT, '.data/next-example-server.log')
const NEXT_EXAMPLE_PROJECT_ID = 'foyer-next-example'

const port = Number(process.argv[2] ?? 4541)
const site = `http://127.0.0.1:${port}`
const nextBin = join(ROOT, 'node_modules/.bin/next')
const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(nextBin, args, { cwd: APP_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] })
}

async function build(): Promise<void> {
  if (process.env.FOYER_NEXT_PREBUILT === '1') return
  const started = Date.now()
  const child = run(['build'], nextEnv)
  child.stdout?.pipe(process.stdout)
  child.stderr?.pipe(process.stderr)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`next build failed (exit ${code})`)
  console.log(`next build took ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

// The build and the stack start side by side; the server starts once both are done.
const building = build()
const devnet = await startDevnet({ ports: [0, 0] })
const api = await startApiServer({
  port: 0,
  chains: devnet.chains,
  // Every browser reaches the API through the site's forwarding, so all share one client IP.
  rateLimit: { capacity: 20_000, refillPerSecond: 5_000 },
  publicUrl: `${site}/api`,
})
await api.upsertProject({
  id: NEXT_EXAMPLE_PROJECT_ID,
  name: 'Foyer on Next.js',
  tier: 'pro',
  // Sign-in messages name the host the visitor typed: both loopback names.
  allowedOrigins: [site, site.replace('127.0.0.1', 'localhost')],
})
const stopStack = async () => {
  await api.stop().catch(() => {})
  await devnet.stop().catch(() => {})
}
try {
  await building
} catch (error) {
  await stopStack()
  throw error
}

mkdirSync(dirname(NEXT_SERVER_LOG), { recursive: true })
const log = createWriteStream(NEXT_SERVER_LOG)
const server = run(['start', '--port', String(port), '--hostname', '127.0.0.1'], {
  ...nextEnv,
  NODE_ENV: 'production',
  FOYER_API_URL: api.url,
  FOYER_PROJECT_ID: NEXT_EXAMPLE_PROJECT_ID,
  FOYER_RPC_UPSTREAMS: JSON.stringify(Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl]))),
})
for (const stream of [server.stdout, server.stderr]) {
  stream?.pipe(log, { end: false })
  stream?.pipe(process.stdout, { end: false })
}
server.once('exit', (code) => {
  console.log(`next start exited (${code})`)
  void stopStack().then(() => process.exit(code ?? 1))
})

const stop = () => {
  server.removeAllListeners('exit')
  server.kill('SIGTERM')
  void stopStack().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
