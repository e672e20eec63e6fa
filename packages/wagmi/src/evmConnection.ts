import type { AccountState, ChainsState } from '@foyer/core'
import { type Address, getAddress } from 'viem'

/** What wagmi knows of a connection: the EVM account Foyer has in use, and the chain its wallet is on. */
export interface EvmConnection {
  address?: Address
  chainId?: number
}

/** The events a wagmi connector emits (its `ConnectorEventMap`), as far as Foyer's state can cause them. */
export type EvmConnectionEvent =
  | { type: 'connect'; accounts: readonly Address[]; chainId: number }
  | { type: 'change'; accounts?: readonly Address[]; chainId?: number }
  | { type: 'disconnect' }

/**
 * Foyer's EVM connection as wagmi sees it: the address only while connected (not while reconnecting), and the
 * wallet's own chain when it is on one the dapp does not list, so wagmi's `chain` is undefined there as it would
 * be with the wallet alone.
 */
export function evmConnectionOf(accounts: Readonly<Record<string, AccountState>>, chains: ChainsState): EvmConnection {
  // @foyer/wagmi is EVM by nature: wagmi has no other chain, so naming the namespace here is the package's point.
  const account = accounts.eip155
  const unsupported = chains.unsupported.eip155
  const selected = chains.networkIds.eip155?.split(':')[1]
  const chainId = Number(unsupported ?? selected)
  return {
    ...(account?.status === 'connected' && account.address ? { address: getAddress(account.address) } : {}),
    ...(Number.isSafeInteger(chainId) ? { chainId } : {}),
  }
}

/** What wagmi must hear when Foyer's EVM connection goes from `previous` to `next`. */
export function connectionEvents(previous: EvmConnection, next: EvmConnection): EvmConnectionEvent[] {
  if (!next.address || next.chainId === undefined) return previous.address ? [{ type: 'disconnect' }] : []
  if (!previous.address) return [{ type: 'connect', accounts: [next.address], chainId: next.chainId }]
  const accountChanged = previous.address !== next.address
  const chainChanged = previous.chainId !== next.chainId
  if (!accountChanged && !chainChanged) return []
  return [
    {
      type: 'change',
      ...(accountChanged ? { accounts: [next.address] } : {}),
      ...(chainChanged ? { chainId: next.chainId } : {}),
    },
  ]
}
