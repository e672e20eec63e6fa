import type { AdapterEvent, ChainAdapter, ConnectResult } from '../adapter/ChainAdapter.ts'
import { MEMORY_CHAINS } from '../client/memoryWallet.testing.ts'
import { ConnectionRejectedError } from '../errors/errors.ts'
import type { ChainNamespace, Network } from '../types/network.ts'
import type { EmbeddedAccount, EmbeddedWallet } from './embeddedTypes.ts'

/**
 * A namespace's adapter offering only the embedded wallet's AUTH connector, over the EmbeddedWallet interface the
 * real adapters (packages/evm, packages/solana) use: accounts from getAccounts, signatures through request,
 * disconnect by signOut. Core may not import those adapters, so its flow tests use this.
 */
export function createAuthAdapter(
  wallet: EmbeddedWallet,
  namespace: ChainNamespace,
  options: { signOutOnDisconnect?: boolean; accountTypes?: boolean } = {},
): ChainAdapter {
  const connector = { id: wallet.connectorId, name: 'Email', type: 'AUTH' as const, chain: namespace }
  const accountsOn = async (network: Network): Promise<ConnectResult | undefined> => {
    const [first, ...rest] = await wallet.getAccounts({ chainNamespace: namespace, chainId: network.id })
    if (!first) return undefined
    return {
      accounts: [toAccount(first), ...rest.map(toAccount)],
      chainId: network.id,
      // As the EVM adapter: a smart account in use says whether it is deployed.
      ...(first.type === 'smartAccount' && first.deployed !== undefined
        ? { smartAccountDeployed: first.deployed }
        : {}),
    }
  }
  return {
    namespace,
    chain: MEMORY_CHAINS[namespace] ?? (MEMORY_CHAINS.eip155 as NonNullable<(typeof MEMORY_CHAINS)['eip155']>),
    watchConnectors(onChange) {
      onChange([connector])
      return () => {}
    },
    async connect({ network }) {
      const result = await accountsOn(network)
      if (!result) throw new ConnectionRejectedError()
      return result
    },
    reconnect: ({ network }) => accountsOn(network),
    // An adapter that forgets to sign out still leaves a signed-out frame: core does it (SPEC §4).
    disconnect: async () => {
      if (options.signOutOnDisconnect !== false) await wallet.signOut()
    },
    async getAccounts() {
      return []
    },
    async getBalance({ network }) {
      return { value: 0n, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    async signMessage({ message, address }) {
      const network = { eip155: 1, solana: 'solana' }[namespace as 'eip155'] ?? 1
      return String(
        await wallet.request({
          method: 'personal_sign',
          params: [message, address],
          chainNamespace: namespace,
          chainId: network,
        }),
      )
    },
    subscribe(listener: (event: AdapterEvent) => void) {
      return wallet.subscribe((event) => {
        if (event.type === 'disconnect') listener({ type: 'disconnect' })
        else listener({ type: 'accountsChanged', addresses: event.accounts.map((account) => account.address) })
      })
    },
    getProvider: () => wallet,
    // The EVM adapter's capability (SPEC §6), for namespaces the test says can switch account types.
    ...(options.accountTypes && wallet.setPreferredAccountType
      ? {
          async setAccountType({ type, network }) {
            const accounts =
              (await wallet.setPreferredAccountType?.({
                chainNamespace: namespace,
                chainId: network.id,
                type,
              })) ?? []
            const [first, ...rest] = accounts
            if (!first) throw new ConnectionRejectedError()
            return {
              accounts: [toAccount(first), ...rest.map(toAccount)],
              ...(first.type === 'smartAccount' && first.deployed !== undefined
                ? { smartAccountDeployed: first.deployed }
                : {}),
            }
          },
        }
      : {}),
  }
}

const toAccount = (account: EmbeddedAccount) => ({
  namespace: account.namespace,
  address: account.address,
  type: account.type ?? 'eoa',
})
