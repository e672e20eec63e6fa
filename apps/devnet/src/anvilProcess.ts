import { type ChildProcess, spawn } from 'node:child_process'
import { listeningPort } from './listeningPort.ts'

export interface AnvilProcessOptions {
  binary: string
  host: string
  /** 0 lets Anvil bind a free port itself; `listening` tells which. */
  port: number
  chainId: number
  mnemonic: string
  accounts: number
  balanceEth: number
  /** Show Anvil's own log (every request and mined block) on this process's stdout. */
  verbose: boolean
}

export interface AnvilProcess {
  /**
   * Anvil's URL once it says it listens (its own "Listening on host:port" line): proof that this process holds the
   * port, not another node that happens to answer there. Rejects if Anvil exits first.
   */
  readonly listening: Promise<string>
  /** Settles when Anvil has exited; the text is its last stderr lines. */
  readonly exited: Promise<string>
  stop(): Promise<void>
}

// Our stdin is a pipe only the parent holds, so EOF on it means the parent stopped us or died,
// even by SIGKILL, when no exit handler runs. Then Anvil (or the bundler, bundler.ts) is killed too. `3<&0` keeps that pipe for
// the watcher, because a background job's stdin is /dev/null otherwise.
export const WATCHDOG = `exec 3<&0
"$0" "$@" 3<&- </dev/null &
anvil=$!
( cat <&3 >/dev/null; kill "$anvil" 2>/dev/null ) &
wait "$anvil"`

const STOP_GRACE_MS = 3000

export function spawnAnvil(options: AnvilProcessOptions): AnvilProcess {
  const args = [
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    options.mnemonic,
    '--accounts',
    String(options.accounts),
    '--balance',
    String(options.balanceEth),
  ]
  const posix = process.platform !== 'win32'
  const child: ChildProcess = posix
    ? spawn('/bin/sh', ['-c', WATCHDOG, options.binary, ...args], { stdio: ['pipe', 'pipe', 'pipe'], detached: true })
    : spawn(options.binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })

  let stderrTail = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-4000)
  })

  const killNow = () => {
    try {
      // detached made the shell a process-group leader; the minus sign reaches Anvil as well.
      if (posix && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      else child.kill('SIGKILL')
    } catch {
      // Already gone.
    }
  }
  process.once('exit', killNow)

  const exited = new Promise<string>((resolve) => {
    child.once('exit', () => {
      process.off('exit', killNow)
      child.stdin?.destroy()
      resolve(stderrTail.trim())
    })
    child.once('error', (error) => {
      process.off('exit', killNow)
      resolve(`${error.message}\n${stderrTail}`.trim())
    })
  })

  // Anvil's own "Listening on host:port" line.
  const listening = listeningPort(child, /Listening on \S+:(\d+)/, {
    verbose: options.verbose,
    exited,
    exitedError: (text) => new Error(`Anvil for chain ${options.chainId} exited before it was ready: ${text}`),
  }).then((port) => `http://${options.host}:${port}`)
  listening.catch(() => {}) // as the port: a caller may stop Anvil before it listens

  return {
    listening,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      if (posix) child.stdin?.end()
      else child.kill('SIGTERM')
      const timer = setTimeout(killNow, STOP_GRACE_MS)
      await exited
      clearTimeout(timer)
    },
  }
}
