import { createStore } from 'zustand/vanilla'
import type { AccountState, PreferredAccountType } from '../client/types.ts'
import type { CaipAddress, ChainNamespace } from '../types/network.ts'

/** What an account knows of its address on one network; a new address or network starts them over. */
const PER_ADDRESS: Partial<AccountState> = {
  balance: undefined,
  balanceSymbol: undefined,
  lastRetry: undefined,
  profileName: undefined,
  profileImage: undefined,
  tokenBalance: undefined,
  smartAccountDeployed: undefined,
  capabilities: undefined,
}

/**
 * Per-chain account state (SPEC §3), one entry per namespace. `preferredAccountType` starts from the stored
 * preference, else the namespace's default (SPEC §9), and outlives a disconnect.
 */
export function createAccountsController(preferredAccountType: (namespace: ChainNamespace) => PreferredAccountType) {
  const store = createStore<Record<string, AccountState>>(() => ({}))

  const disconnected = (namespace: ChainNamespace): AccountState => ({
    status: 'disconnected',
    balanceLoading: false,
    preferredAccountType: preferredAccountType(namespace),
    currentTab: 0,
  })
  const get = (namespace: ChainNamespace): AccountState => store.getState()[namespace] ?? disconnected(namespace)

  function update(namespace: ChainNamespace, patch: Partial<AccountState>): void {
    store.setState({ [namespace]: { ...get(namespace), ...patch } })
  }

  return {
    store,
    get,
    update,
    isConnected(namespace: ChainNamespace): boolean {
      return store.getState()[namespace]?.status === 'connected'
    },
    setStatus(namespace: ChainNamespace, status: AccountState['status']): void {
      update(namespace, { status })
    },
    setConnected(
      namespace: ChainNamespace,
      account: { connectorId: string; address: string; caipAddress: CaipAddress; queuesTransactions?: boolean },
    ) {
      const { address } = get(namespace)
      // A new connection's wallet says its own capabilities, whatever the last one with this address said.
      update(namespace, {
        status: 'connected',
        ...(address === account.address ? {} : PER_ADDRESS),
        capabilities: undefined,
        ...account,
      })
    },
    setAddress(namespace: ChainNamespace, address: string, caipAddress: CaipAddress): void {
      // Capabilities cover every chain of the wallet: another network of the same address keeps them.
      const { address: before, capabilities } = get(namespace)
      update(namespace, { ...PER_ADDRESS, ...(before === address ? { capabilities } : {}), address, caipAddress })
    },
    setBalance(namespace: ChainNamespace, patch: Pick<AccountState, 'balanceLoading'> & Partial<AccountState>): void {
      update(namespace, patch)
    },
    /** Back to disconnected; the visitor's preferred account type and Account tab stay. */
    reset(namespace: ChainNamespace): void {
      const { preferredAccountType: preferred, currentTab } = get(namespace)
      store.setState({ [namespace]: { ...disconnected(namespace), preferredAccountType: preferred, currentTab } })
    },
  }
}

export type AccountsController = ReturnType<typeof createAccountsController>
