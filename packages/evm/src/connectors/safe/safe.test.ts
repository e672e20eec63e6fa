// @vitest-environment jsdom
import type { ChainAdapter, Network } from '@foyer/core'
import { type Devnet, startDevnet } from '@foyer/devnet'
import {
  createLocalSafe,
  createSafeAppsResponder,
  deploySafe,
  isSafeAppsRequest,
  type LocalSafe,
} from '@foyer/safe-host'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildEvmAdapter } from '../../buildEvmAdapter.ts'
import { safe } from './safe.ts'

// The page is made a frame of a parent window that answers as the Safe web app does: the real Safe Apps messages,
// answered by the local Safe host's responder over a Safe deployed on the devnet.

const SAFE_ORIGIN = 'https://app.safe.global'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'

let devnet: Devnet
let network: Network
let localSafe: LocalSafe
let respond: ReturnType<typeof createSafeAppsResponder>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  network = devnet.networks.foyerDevnet
  const chain = devnet.chains[0]!
  localSafe = createLocalSafe(await deploySafe({ chainId: chain.chainId, rpcUrl: chain.rpcUrl }))
  const reader = createPublicClient({ transport: http(chain.rpcUrl) })
  const rpc = (method: string, params: unknown[]) =>
    reader.request({ method: method as 'eth_call', params: params as never })
  respond = createSafeAppsResponder(localSafe, { rpc, origin: SAFE_ORIGIN, chainName: chain.name })
})
afterAll(async () => {
  await devnet?.stop()
})

const frames: HTMLIFrameElement[] = []
afterEach(() => {
  // Back to a top-level page.
  Reflect.deleteProperty(window, 'parent')
  for (const frame of frames.splice(0)) frame.remove()
})

const newWindow = () => {
  const frame = document.createElement('iframe')
  document.body.append(frame)
  frames.push(frame)
  return frame.contentWindow as Window
}

/**
 * Frames this page in a parent that answers every Safe Apps request; the answers come from `answeredFrom` (the
 * parent itself unless a sibling frame is named) and carry `origin`. `received` lists the requests the parent got;
 * `answered()` resolves once an answer has been delivered to the page.
 */
function frameInSafe(options: { origin?: string; answeredFrom?: 'parent' | 'sibling' } = {}) {
  const parent = newWindow()
  const sibling = newWindow()
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parent })
  const received: string[] = []
  let delivered: () => void = () => {}
  const next = () => new Promise<void>((resolve) => (delivered = resolve))
  let answer = next()
  parent.addEventListener('message', async (event) => {
    if (!isSafeAppsRequest(event.data)) return
    received.push(event.data.method)
    const data = await respond(event.data)
    const source = options.answeredFrom === 'sibling' ? sibling : parent
    // Delivered synchronously: the page's listeners have run when dispatchEvent returns.
    window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? SAFE_ORIGIN, source }))
    delivered()
  })
  return {
    received,
    answered: async () => {
      await answer
      answer = next()
    },
  }
}

/**
 * What `asking` had settled to once the parent's answer was handled (and every reaction to it had run): 'pending'
 * when the page did not take the answer. No clock decides it.
 */
async function settledOnAnswer<T>(asking: Promise<T>, answered: () => Promise<void>): Promise<T | 'pending'> {
  let settled: { value: T } | undefined
  void asking.then((value) => {
    settled = { value }
  })
  await answered()
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled ? settled.value : 'pending'
}

const connectorIds = (adapter: ChainAdapter) =>
  new Promise<string[]>((resolve) => {
    const stop = adapter.watchConnectors((connectors) => {
      resolve(connectors.map((connector) => connector.id))
      queueMicrotask(stop)
    })
  })

// Long enough that only an answer, never the timeout, decides the outcome.
const safeAdapter = (options: Parameters<typeof safe>[0] = {}) =>
  buildEvmAdapter({ injected: false, connectors: [safe({ infoTimeoutMs: 10_000, ...options })] })

describe('the Safe connector', () => {
  it("is not listed on a page that is nobody's frame, and never connects by itself there", async () => {
    const adapter = safeAdapter()
    expect(await connectorIds(adapter)).toEqual([])
    expect(await adapter.hostConnectorId?.()).toBeUndefined()
  })

  it('is listed as Safe, EXTERNAL, with an inline icon, inside a frame', async () => {
    frameInSafe()
    const entry = safe()
    expect(entry.isAvailable?.()).toBe(true)
    expect(entry.connector).toMatchObject({ id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' })
    expect(entry.connector.imageUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  it("connects by itself inside a Safe, to the Safe's address, and says its transactions wait in a queue", async () => {
    const { received } = frameInSafe()
    const adapter = safeAdapter()
    expect(await adapter.hostConnectorId?.()).toBe('safe')
    const result = await adapter.connect({ connectorId: 'safe', network })
    expect(result.accounts[0].address).toBe(localSafe.info().safeAddress)
    expect(result.chainId).toBe(Number(network.id))
    expect(result.queuesTransactions).toBe(true)
    expect(received).toContain('getSafeInfo')
  })

  it('takes the Safe again, with no account picker, when the visitor connects after disconnecting', async () => {
    frameInSafe()
    const adapter = safeAdapter()
    await adapter.connect({ connectorId: 'safe', network })
    await adapter.disconnect()
    const again = await adapter.connect({ connectorId: 'safe', network, askPermissions: true })
    expect(again.accounts[0].address).toBe(localSafe.info().safeAddress)
  })

  it("proposes a send to the Safe's queue and answers its safeTxHash; nothing moves until the owners sign", async () => {
    frameInSafe()
    const adapter = safeAdapter()
    const { accounts } = await adapter.connect({ connectorId: 'safe', network })
    const hash = await adapter.sendTransfer?.({
      from: accounts[0].address,
      to: RECEIVER,
      amount: parseEther('0.5'),
      network,
    })
    const queued = localSafe.queue().at(-1)
    expect(hash).toBe(queued?.safeTxHash)
    expect(queued?.transaction).toMatchObject({ to: RECEIVER, value: parseEther('0.5') })
    const reader = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    expect(await reader.getBalance({ address: RECEIVER })).toBe(0n)
  })

  it('signs a message as the Safe, which its ERC-1271 check accepts', async () => {
    frameInSafe()
    const adapter = safeAdapter()
    const { accounts } = await adapter.connect({ connectorId: 'safe', network })
    const address = accounts[0].address as `0x${string}`
    const signature = (await adapter.signMessage({ message: 'Hello from a Safe App', address })) as `0x${string}`
    const reader = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    expect(await reader.verifyMessage({ address, message: 'Hello from a Safe App', signature })).toBe(true)
  })

  it('takes the answer of a parent at an allowed origin as soon as it comes', async () => {
    const { answered } = frameInSafe()
    expect(await settledOnAnswer(safeAdapter().hostConnectorId!(), answered)).toBe('safe')
  })

  it('ignores a parent answering from an origin the dapp does not allow', async () => {
    const { received, answered } = frameInSafe({ origin: 'https://evil.example' })
    expect(await settledOnAnswer(safeAdapter().hostConnectorId!(), answered)).toBe('pending')
    // It was asked, and answered, but the answer did not count.
    expect(received).toEqual(['getSafeInfo'])
  })

  it('ignores answers from a sibling frame, even ones naming an allowed origin', async () => {
    const { answered } = frameInSafe({ answeredFrom: 'sibling' })
    expect(await settledOnAnswer(safeAdapter().hostConnectorId!(), answered)).toBe('pending')
  })

  it('takes a parent that answers nothing for no Safe once the wait is over', async () => {
    newWindow()
    Object.defineProperty(window, 'parent', { configurable: true, get: () => frames[0]?.contentWindow })
    expect(await safeAdapter({ infoTimeoutMs: 50 }).hostConnectorId?.()).toBeUndefined()
  })

  it('trusts the origins the dapp names instead of Safe{Wallet} when given', async () => {
    const { answered } = frameInSafe({ origin: 'https://safe.example.org' })
    expect(await settledOnAnswer(safeAdapter().hostConnectorId!(), answered)).toBe('pending')
    const named = safeAdapter({ allowedDomains: [/^https:\/\/safe\.example\.org$/] })
    expect(await settledOnAnswer(named.hostConnectorId!(), answered)).toBe('safe')
  })

  it('asks nothing of a parent the browser names (ancestorOrigins) when no allowed origin matches it', async () => {
    const { received } = frameInSafe()
    const page = {
      parent: window.parent,
      location: {
        ancestorOrigins: { length: 1, item: (index: number) => (index === 0 ? 'https://evil.example' : null) },
      },
    }
    const entry = safe({ window: page, infoTimeoutMs: 50 })
    expect(entry.isAvailable?.()).toBe(false)
    expect(await entry.connectsByItself?.()).toBe(false)
    expect(received).toEqual([])
  })
})
