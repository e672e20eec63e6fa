import {
  type Account,
  type AccountType,
  type AccountTypeResult,
  ConnectionRejectedError,
  type ConnectResult,
  type EmbeddedAccount,
  type EmbeddedWallet,
  FoyerError,
  type Network,
} from '@foyer/core'

// The embedded wallet's eip155 accounts with their SPEC §3 types (its eoa and, where the network has one, its
// smart account). Loaded with the embedded provider: a page that never logs in by email carries none of it.

/**
 * The eip155 accounts as SPEC §3 accounts, the one in use first (the frame orders them). Core checksums them
 * (the chain description's normalizeAddress): importing it here would split viem's address code out of the
 * page's first chunk into one shared with this lazy one.
 */
function typedAccounts(accounts: readonly EmbeddedAccount[]): Account[] {
  return accounts
    .filter((account) => account.namespace === 'eip155')
    .map((account) => ({ namespace: 'eip155', address: account.address, type: account.type ?? 'eoa' }))
}

export function embeddedConnectResult(accounts: readonly EmbeddedAccount[], chainId: number): ConnectResult {
  const [first, ...rest] = typedAccounts(accounts)
  if (!first) throw new ConnectionRejectedError()
  const deployed = accounts.find((account) => account.type === 'smartAccount')?.deployed
  return {
    accounts: [first, ...rest],
    chainId,
    ...(first.type === 'smartAccount' && deployed !== undefined ? { smartAccountDeployed: deployed } : {}),
  }
}

/** SPEC §7 set preferred account on `network`; the frame tells the provider too (accountsChanged). */
export async function setEmbeddedAccountType(
  embeddedWallet: EmbeddedWallet,
  { type, network }: { type: AccountType; network: Network },
): Promise<AccountTypeResult> {
  if (!embeddedWallet.setPreferredAccountType) throw new FoyerError('NOT_CONNECTED_TO_EMAIL')
  const chainId = Number(network.id)
  const accounts = await embeddedWallet.setPreferredAccountType({ chainNamespace: 'eip155', chainId, type })
  const { accounts: typed, smartAccountDeployed } = embeddedConnectResult(accounts, chainId)
  return { accounts: typed, ...(smartAccountDeployed !== undefined ? { smartAccountDeployed } : {}) }
}
