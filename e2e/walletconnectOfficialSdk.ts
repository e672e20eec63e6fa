import { DEVNET_ACCOUNTS } from '@foyer/devnet/accounts'
import { SignClient } from '@walletconnect/sign-client'
import { createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'

/**
 * The official WalletConnect SDK, pinned at 2.21.8 (the last Apache-2.0 release), as a peer in the Playwright
 * process: a wallet facing the demo dapp, or a dapp facing Foyer's test wallet page. Tests only; nothing Foyer
 * ships depends on it. It talks to the e2e stack's relay through the demo's own `/relay`.
 */
// The SDK skips its Verify iframe and telemetry when IS_VITEST is "true" (LOCAL-STACK.md).
process.env.IS_VITEST = 'true'

type Sdk = Awaited<ReturnType<typeof SignClient.init>>

/** The SDK's key-value storage in memory (its Node default writes a database file into the working directory). */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getKeys: async () => [...items.keys()],
    // biome-ignore lint/suspicious/noExplicitAny: the SDK's IKeyValueStorage is generic over any JSON value.
    getEntries: async <T = any>() =>
      [...items.entries()].map(([key, value]) => [key, JSON.parse(value)] as [string, T]),
    // biome-ignore lint/suspicious/noExplicitAny: see getEntries.
    getItem: async <T = any>(key: string) => (items.has(key) ? (JSON.parse(items.get(key) ?? '') as T) : undefined),
    setItem: async <T>(key: string, value: T) => void items.set(key, JSON.stringify(value)),
    removeItem: async (key: string) => void items.delete(key),
  }
}

let instances = 0

export async function officialSdk(baseURL: string, role: 'wallet' | 'dapp'): Promise<Sdk & { stop(): Promise<void> }> {
  const client = await SignClient.init({
    projectId: 'foyer-e2e',
    relayUrl: `${baseURL.replace(/^http/, 'ws')}/relay`,
    // The SDK core is one per process and storage prefix.
    customStoragePrefix: `e2e-official-${role}-${++instances}`,
    storage: memoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: `Official ${role} 2.21.8`,
      description: 'The WalletConnect SDK in Node',
      url: baseURL,
      icons: [],
    },
  })
  return Object.assign(client, {
    async stop() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => {})
    },
  })
}

/** Devnet account 4 signs and sends for the official wallet (the demo's wallets use 0 and 1). */
export const OFFICIAL_WALLET_ACCOUNT = privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey as Hex)

/** The official wallet approves every proposal on the devnet chains and answers personal_sign and sends for real. */
export function answerAsWallet(wallet: Sdk, baseURL: string): void {
  const address = OFFICIAL_WALLET_ACCOUNT.address
  wallet.on('session_proposal', ({ id, params }) => {
    const chains = (params.optionalNamespaces.eip155?.chains ?? []).filter((chain) => /^eip155:3133[78]$/.test(chain))
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${address}`),
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ topic, id, params }) => {
    const { method, params: args } = params.request
    const chainId = Number(params.chainId.split(':')[1])
    let result: unknown
    if (method === 'personal_sign') {
      result = await OFFICIAL_WALLET_ACCOUNT.signMessage({ message: { raw: (args as [Hex])[0] } })
    } else {
      const [transaction] = args as [{ to: Hex; value?: Hex; data?: Hex }]
      const client = createWalletClient({
        account: OFFICIAL_WALLET_ACCOUNT,
        chain: { ...foundry, id: chainId },
        transport: http(`${baseURL}/rpc/${chainId}`),
      })
      result = await client.sendTransaction({
        to: transaction.to,
        value: transaction.value ? BigInt(transaction.value) : 0n,
        ...(transaction.data ? { data: transaction.data } : {}),
      })
    }
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
}
