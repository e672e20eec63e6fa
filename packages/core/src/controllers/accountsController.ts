import { createStore } from 'zustand/vanilla'
import type { AccountState } from '../client/types.ts'
import type { CaipAddress, ChainNamespace } from '../types/network.ts'

const DISCONNECTED: AccountState = { status: 'disconnected', balanceLoading: false }

/** Per-chain account state (SPEC §3), one entry per namespace. */
export function createAccountsController() {
  const store = createStore<Record<string, AccountState>>(() => ({}))

  function update(namespace: ChainNamespace, patch: Partial<AccountState>): void {
    const current = store.getState()[namespace] ?? DISCONNECTED
    store.setState({ [namespace]: { ...current, ...patch } })
  }

  return {
    store,
    get(namespace: ChainNamespace): AccountState {
      return store.getState()[namespace] ?? DISCONNECTED
    },
    isConnected(namespace: ChainNamespace): boolean {
      return store.getState()[namespace]?.status === 'connected'
    },
    setStatus(namespace: ChainNamespace, status: AccountState['status']): void {
      update(namespace, { status })
    },
    setConnected(
      namespace: ChainNamespace,
      account: { connectorId: string; address: string; caipAddress: CaipAddress },
    ) {
      update(namespace, { status: 'connected', ...account })
    },
    setAddress(namespace: ChainNamespace, address: string, caipAddress: CaipAddress): void {
      update(namespace, { address, caipAddress, balance: undefined, balanceSymbol: undefined })
    },
    setBalance(namespace: ChainNamespace, patch: Pick<AccountState, 'balanceLoading'> & Partial<AccountState>): void {
      update(namespace, patch)
    },
    reset(namespace: ChainNamespace): void {
      store.setState({ [namespace]: DISCONNECTED })
    },
  }
}

export type AccountsController = ReturnType<typeof createAccountsController>
