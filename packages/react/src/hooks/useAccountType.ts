import {
  type AccountKind,
  type ChainNamespace,
  type EmbeddedState,
  isSmartAccountNetwork,
  type PreferredAccountType,
} from '@foyer/core'
import { useAccountState, useNamespace } from './useActiveAccount.ts'
import { useFoyerClient } from './useFoyerClient.ts'
import { useFoyerNetwork } from './useFoyerNetwork.ts'
import { useStoreValue } from './useStoreValue.ts'

export interface UseAccountType {
  /** SPEC §3 Account.type of the address in use; eoa until a wallet says otherwise. */
  accountType: AccountKind
  preferredAccountType: PreferredAccountType | undefined
  /** Whether the smart account in use is deployed yet; undefined for an eoa. */
  smartAccountDeployed: boolean | undefined
  /** Whether the embedded wallet has a smart account on the network shown (SPEC §4). */
  smartAccountNetwork: boolean
}

const selectNetworks = (state: EmbeddedState) => state.smartAccountEnabledNetworks

/** The account type of a namespace's account (default: the namespace shown). */
export function useAccountType(options: { namespace?: ChainNamespace } = {}): UseAccountType {
  const client = useFoyerClient()
  const namespace = useNamespace(options.namespace)
  const account = useAccountState(namespace)
  const { network } = useFoyerNetwork({ namespace })
  const networks = useStoreValue(client.stores.embedded, selectNetworks)
  const accountType = account?.user?.accounts?.find((granted) => granted.address === account.address)?.type ?? 'eoa'
  return {
    accountType,
    preferredAccountType: account?.preferredAccountType,
    smartAccountDeployed: accountType === 'smartAccount' ? account?.smartAccountDeployed : undefined,
    smartAccountNetwork: isSmartAccountNetwork(networks, network),
  }
}
