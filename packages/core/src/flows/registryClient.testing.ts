import {
  type LocalApi,
  QUIET_PROJECT,
  registryFixture,
  startLocalApi,
  walletsHandler,
} from '../api/localApi.testing.ts'
import { createFoyerClient } from '../client/createFoyerClient.ts'
import { createMemoryWallet } from '../client/memoryWallet.testing.ts'
import type { FoyerClient, FoyerOptions } from '../client/types.ts'
import { createMemoryStorage } from '../storage/storedItems.ts'
import { defineNetwork } from '../validation/networks.ts'

export const registryMainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/**
 * A local API with a 90-wallet registry (the first 25 certified), and clients on it, each on its own project id
 * so one test's requests are told apart from another's. `stop()` destroys the clients and the server.
 */
export async function startRegistryApi() {
  const server: LocalApi = await startLocalApi({
    '/getWallets': walletsHandler(registryFixture(90)),
    ...QUIET_PROJECT,
  })
  const clients: FoyerClient[] = []
  let projects = 0
  function setup(options: Partial<FoyerOptions> = {}) {
    const wallet = createMemoryWallet()
    const projectId = `registry-${++projects}`
    const client = createFoyerClient({
      networks: [registryMainnet],
      adapters: [wallet.adapter],
      storage: createMemoryStorage(),
      projectId,
      apiUrl: server.url,
      features: { analytics: false },
      ...options,
    })
    clients.push(client)
    /** This client's /getWallets queries, as their query strings' values. */
    const walletQueries = () =>
      server.requests
        .filter((request) => request.query.get('projectId') === projectId && request.path === '/getWallets')
        .map((request) => request.query)
    return { client, wallet, walletQueries }
  }
  return {
    server,
    setup,
    async stop() {
      for (const client of clients.splice(0)) client.destroy()
      await server.stop()
    },
  }
}
