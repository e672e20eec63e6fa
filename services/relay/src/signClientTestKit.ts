import { SignClient } from '@walletconnect/sign-client'

/**
 * The official SignClient (2.21.8, the last open-licensed release) on both ends of a relay test. Verify and
 * telemetry would reach public hosts: the SDK skips Verify when IS_VITEST is "true" (LOCAL-STACK.md), which
 * vitest 4 does not set by itself, and telemetry is switched off.
 */
process.env.IS_VITEST = 'true'

export type Client = Awaited<ReturnType<typeof SignClient.init>>

export const CHAIN = 'eip155:31337'
export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Refuses and records any HTTP request the SDK tries to make off this machine, so a test can assert there was
 * none. `restore` puts the real fetch back.
 */
export function guardLoopbackFetch(): { leavingLoopback: string[]; restore(): void } {
  const leavingLoopback: string[] = []
  const loopbackFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1') {
      leavingLoopback.push(url.href)
      return Promise.reject(new Error(`Refused a request off loopback: ${url.href}`))
    }
    return loopbackFetch(input, init)
  }
  return {
    leavingLoopback,
    restore: () => {
      globalThis.fetch = loopbackFetch
    },
  }
}

/** A client named `name` (its storage apart from every other test's) on the relay at `relayUrl`. */
export function initSignClient(name: string, relayUrl: string, storagePrefix: string): Promise<Client> {
  return SignClient.init({
    projectId: 'foyer-relay-test',
    relayUrl,
    customStoragePrefix: `${storagePrefix}-${name}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: `Relay test ${name}`, url: 'http://127.0.0.1', icons: [] },
  })
}

export async function closeSignClients(clients: readonly (Client | undefined)[]): Promise<void> {
  for (const client of clients) {
    client?.core.heartbeat.stop()
    await client?.core.relayer.transportClose().catch(() => {})
  }
}

/** The dapp proposes personal_sign on CHAIN, the wallet approves ACCOUNT: the session both now hold. */
export async function pairSession(dapp: Client, wallet: Client) {
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${ACCOUNT}`], methods: ['personal_sign'], events: [] },
      },
    })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } },
  })
  if (!uri) throw new Error('The dapp made no pairing URI')
  await wallet.pair({ uri })
  return approval()
}

/** The wallet answers every request with `signature`; the requests it received, in order. */
export function answerRequests(wallet: Client, signature: string): unknown[] {
  const received: unknown[] = []
  wallet.on('session_request', ({ topic, id, params }) => {
    received.push(params.request)
    void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })
  return received
}

/** The dapp asks the wallet to personal_sign `message` (hex) with ACCOUNT. */
export function personalSign(dapp: Client, topic: string, message: `0x${string}`): Promise<unknown> {
  return dapp.request({ topic, chainId: CHAIN, request: { method: 'personal_sign', params: [message, ACCOUNT] } })
}

/** The dapp disconnects; resolves with the topic the wallet saw deleted. */
export async function disconnectSession(dapp: Client, wallet: Client, topic: string): Promise<string> {
  const deleted = new Promise<string>((resolve) => wallet.on('session_delete', (event) => resolve(event.topic)))
  await dapp.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
  return deleted
}
