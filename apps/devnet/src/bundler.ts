import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createTestClient, type Hex, http, keccak256, parseEther, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { WATCHDOG } from './anvilProcess.ts'
import { ENTRY_POINT_07_ADDRESS } from './bundlerConfig.ts'
import { listeningPort, withTimeout } from './listeningPort.ts'

/**
 * The bundler's own keys: derived from fixed phrases, so they are none of the ten funded test accounts (whose
 * nonces and balances tests assert) and the bundler's transactions never race a test's.
 */
export const BUNDLER_EXECUTOR_KEY: Hex = keccak256(toHex('foyer devnet bundler executor'))
export const BUNDLER_UTILITY_KEY: Hex = keccak256(toHex('foyer devnet bundler utility'))

export interface StartBundlerOptions {
  /** The Anvil node the bundler submits to. */
  rpcUrl: string
  /**
   * 0 (default): Alto binds a free port itself and says which (its server's "Server listening at" line), so no
   * other process can take the port in between. Alto listens on every interface; it has no host flag.
   */
  port?: number
  /** How long Alto may take to answer `eth_supportedEntryPoints`. Default 30000 ms. */
  readyTimeoutMs?: number
  /** Show Alto's logs. Default false. */
  verbose?: boolean
}

export interface Bundler {
  /** JSON-RPC URL of the bundler (ERC-4337 methods and `pimlico_getUserOperationGasPrice`). */
  readonly url: string
  readonly exited: Promise<string>
  stop(): Promise<void>
}

const STOP_GRACE_MS = 5000

function altoCli(): string {
  // @pimlico/alto (GPL-3.0-or-later) runs only as a separate process of the dev stack, never bundled.
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/**
 * Starts @pimlico/alto as an ERC-4337 bundler for EntryPoint 0.7 on the Anvil node at `rpcUrl`, funding its
 * executor and utility accounts first, and resolves once it answers. Safe mode is off: its tracing checks need
 * debug_traceCall features Anvil lacks (they fail with AA13), and the devnet trusts its own contracts.
 */
export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const test = createTestClient({ mode: 'anvil', transport: http(options.rpcUrl) })
  for (const key of [BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY]) {
    await test.setBalance({ address: privateKeyToAddress(key), value: parseEther('1000') })
  }
  const args = [
    altoCli(),
    '--entrypoints',
    ENTRY_POINT_07_ADDRESS,
    '--rpc-url',
    options.rpcUrl,
    '--port',
    String(options.port ?? 0),
    '--executor-private-keys',
    BUNDLER_EXECUTOR_KEY,
    '--utility-private-key',
    BUNDLER_UTILITY_KEY,
    '--safe-mode',
    'false',
    // Anvil mines each transaction at once; a short block time keeps receipts from waiting a second.
    '--block-time',
    '100',
    '--utility-wallet-monitor',
    'false',
    '--log-level',
    options.verbose ? 'info' : 'warn',
    // The server's own logger at info: its "Server listening at" line tells the port. JSON, one line per entry.
    '--rpc-log-level',
    'info',
    '--json',
  ]
  const posix = process.platform !== 'win32'
  // As Anvil: a watchdog shell stops the bundler when our stdin pipe closes, even if this process is SIGKILLed.
  const child: ChildProcess = posix
    ? spawn('/bin/sh', ['-c', WATCHDOG, process.execPath, ...args], { stdio: ['pipe', 'pipe', 'pipe'], detached: true })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let stderrTail = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-4000)
  })
  const exited = new Promise<string>((resolve) => {
    child.once('exit', () => {
      child.stdin?.destroy()
      resolve(stderrTail)
    })
    child.once('error', (error) => resolve(`${stderrTail}${String(error)}`))
  })
  const killNow = () => {
    try {
      // detached made the shell a process-group leader; the minus sign reaches the bundler as well.
      if (posix && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      else child.kill('SIGKILL')
    } catch {
      // Already gone.
    }
  }
  process.once('exit', killNow)

  const stop = async () => {
    process.off('exit', killNow)
    if (child.exitCode !== null || child.signalCode !== null) return
    if (posix) child.stdin?.end()
    else child.kill('SIGTERM')
    const timer = setTimeout(killNow, STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
  try {
    const timeoutMs = options.readyTimeoutMs ?? 30_000
    // The server's own "Server listening at" line (its logger at info, JSON).
    const port = listeningPort(child, /Server listening at http:\/\/[^"\s]+:(\d+)/, {
      verbose: options.verbose ?? false,
      exited,
      exitedError: (text) => new Error(`The bundler exited before it was ready: ${text}`),
    })
    const url = `http://127.0.0.1:${await withTimeout(port, timeoutMs, 'The bundler did not say where it listens')}`
    await waitForBundler(url, { timeoutMs, exited })
    return { url, exited, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function waitForBundler(url: string, { timeoutMs, exited }: { timeoutMs: number; exited: Promise<string> }) {
  let exitText: string | undefined
  void exited.then((text) => {
    exitText = text
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exitText !== undefined) throw new Error(`The bundler exited before it was ready: ${exitText}`)
    const entryPoints = await supportedEntryPoints(url).catch(() => undefined)
    if (entryPoints?.some((address) => address.toLowerCase() === ENTRY_POINT_07_ADDRESS.toLowerCase())) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The bundler did not answer at ${url} within ${timeoutMs} ms`)
}

async function supportedEntryPoints(url: string): Promise<string[] | undefined> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    signal: AbortSignal.timeout(1000),
  })
  return ((await response.json()) as { result?: string[] }).result
}
