import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** A process the harness started and must stop, whatever happens. */
export interface Child {
  name: string
  pid: number
  exited(): boolean
  /** Resolves when the process has exited. */
  closed: Promise<void>
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>
  /** `kill -9`: the fault the harness injects. */
  kill9(): Promise<void>
}

const running = new Set<ChildProcess>()

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}
const cleanups = new Set<() => void>()

/**
 * Spawns `command` and resolves once one of its output lines satisfies `ready` (or at once without `ready`).
 * The child is remembered until it exits, so `stopEverything()` and the exit handlers can end it.
 */
export function startChild(
  name: string,
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; ready?: (line: string) => boolean; timeoutMs?: number; log?: string[] } = {},
): Promise<Child> {
  // Its own process group, so a kill reaches what it spawned in turn (the devnet's Anvil nodes).
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  let exited = false
  const closed = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      running.delete(child)
      // Whatever it spawned goes with it.
      signalGroup(child, 'SIGKILL')
      resolve()
    }),
  )
  const handle: Child = {
    name,
    pid: child.pid ?? -1,
    exited: () => exited,
    closed,
    async stop(graceMs = 5_000) {
      if (exited) return
      signalGroup(child, 'SIGTERM')
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
      await closed
      clearTimeout(timer)
    },
    async kill9() {
      if (!exited) signalGroup(child, 'SIGKILL')
      await closed
    },
  }
  const lines: string[] = options.log ?? []
  return new Promise((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 60_000
    const timer = setTimeout(() => {
      signalGroup(child, 'SIGKILL')
      reject(
        new Error(
          `${name} was not ready within ${timeoutMs / 1000} s; its last lines:\n${lines.slice(-10).join('\n')}`,
        ),
      )
    }, timeoutMs)
    let isReady = false
    const onLine = (line: string) => {
      if (lines.length < 2_000) lines.push(line)
      if (!isReady && options.ready?.(line)) {
        isReady = true
        clearTimeout(timer)
        resolve(handle)
      }
    }
    createInterface({ input: child.stdout! }).on('line', onLine)
    createInterface({ input: child.stderr! }).on('line', onLine)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(new Error(`${name} could not start: ${error.message}`))
    })
    child.once('exit', (code, signal) => {
      if (isReady) return
      clearTimeout(timer)
      reject(
        new Error(`${name} exited while starting (${signal ?? code}); its last lines:\n${lines.slice(-10).join('\n')}`),
      )
    })
    if (!options.ready) {
      isReady = true
      clearTimeout(timer)
      resolve(handle)
    }
  })
}

/** Something to undo on exit that is not a child of ours (pg_ctl's daemonised Postgres). Returns its remover. */
export function onCleanup(cleanup: () => void): () => void {
  cleanups.add(cleanup)
  return () => cleanups.delete(cleanup)
}

/** Kills every child still running and runs every cleanup, synchronously: safe from an exit handler. */
export function stopEverything(): void {
  for (const child of running) signalGroup(child, 'SIGKILL')
  running.clear()
  for (const cleanup of cleanups) {
    try {
      cleanup()
    } catch {
      // Cleaning up goes on: one failure must not leave the rest running.
    }
  }
  cleanups.clear()
}

/** SIGTERM to every child, SIGKILL to those still running after `graceMs`, then the cleanups. */
export async function stopEverythingGracefully(graceMs = 5_000): Promise<void> {
  const children = [...running]
  for (const child of children) signalGroup(child, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (children.some((child) => child.exitCode === null && child.signalCode === null) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  stopEverything()
}

/** Ctrl-C, a kill, an uncaught error or a normal exit: every process the harness started goes with it. */
export function stopEverythingOnExit(): void {
  process.once('exit', stopEverything)
  let stopping = false
  // `on`, not `once`: a second Ctrl-C (or tsx relaying the first one) must not find the process without a
  // handler, which would end it before its children.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      console.error(`\n${signal}: stopping every process the harness started`)
      stopEverything()
      process.exit(130)
    })
  }
  const fail = (error: unknown) => {
    console.error(error)
    stopEverything()
    process.exit(1)
  }
  process.once('uncaughtException', fail)
  process.once('unhandledRejection', fail)
}
