import { type CaipNetworkId, parseCaipNetworkId } from '@foyer/core'
import type { ProposalNamespaces } from './protocol/namespaces.ts'

/** What each namespace asks the wallet for. SPEC §6 lists the methods that need the wallet's approval. */
export const NAMESPACE_METHODS: Readonly<Record<string, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
  ],
  // signAllTransactions: SPEC §3's "transactions list" is one prompt, not one per transaction.
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  // Reown's bip122 methods: the wallet's own payment and ordinals addresses, BIP-322 messages, PSBTs.
  bip122: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
  // Reown's polkadot methods: a signRaw-style message and an extrinsic's signing payload.
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
}
export const NAMESPACE_EVENTS: Readonly<Record<string, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
  bip122: ['bip122_addressesChanged'],
  polkadot: [],
}

/**
 * The namespaces a session asks for, one per chain namespace in the RPC map (eip155 and solana side by side
 * in one session). The map is the list of the dapp's chains.
 */
export function requestedNamespaces(rpcMap: Readonly<Record<string, string>>): ProposalNamespaces {
  const namespaces: ProposalNamespaces = {}
  for (const chain of Object.keys(rpcMap)) {
    const { namespace } = parseCaipNetworkId(chain)
    const entry = namespaces[namespace] ?? {
      chains: [],
      methods: [...(NAMESPACE_METHODS[namespace] ?? [])],
      events: [...(NAMESPACE_EVENTS[namespace] ?? [])],
    }
    namespaces[namespace] = entry
    entry.chains?.push(chain as CaipNetworkId)
  }
  return namespaces
}
