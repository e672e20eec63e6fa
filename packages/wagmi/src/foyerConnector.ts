import { type FoyerClient, FoyerError } from '@foyer/core'
import type { CreateConnectorFn } from '@wagmi/core'
import { type Address, type EIP1193Provider, getAddress, SwitchChainError } from 'viem'
import { connectThroughModal } from './connectThroughModal.ts'
import { connectionEvents, type EvmConnection, evmConnectionOf } from './evmConnection.ts'
import { switchThroughFoyer } from './switchThroughFoyer.ts'

export interface FoyerConnectorParameters {
  /** The dapp's Foyer client (`createFoyer` of @foyer/react), configured with the EVM adapter. */
  client: FoyerClient
}

export const FOYER_CONNECTOR_ID = 'foyer'

/**
 * A wagmi connector backed by Foyer: `connect` opens Foyer's modal, the provider is the one of the wallet the
 * visitor connected there (an extension, WalletConnect, the embedded wallet…), and switching and disconnecting go
 * through Foyer. Whatever happens in the modal reaches wagmi as the connector's events. Only types come from
 * @wagmi/core, so the same code serves wagmi 2 and wagmi 3.
 */
export function foyer({ client }: FoyerConnectorParameters): CreateConnectorFn<EIP1193Provider | undefined> {
  return (config) => {
    const current = (): EvmConnection =>
      evmConnectionOf(client.stores.accounts.getState(), client.stores.chains.getState())
    const connected = () => {
      const { address, chainId } = current()
      if (!address || chainId === undefined) throw new FoyerError('PROVIDER_NOT_FOUND')
      return { address, chainId }
    }

    /** Tells wagmi what changed in Foyer: the modal, the wallet's own events, a reload's restore. */
    const followFoyer = () => {
      let known: EvmConnection = {}
      const follow = () => {
        const next = current()
        for (const event of connectionEvents(known, next)) {
          if (event.type === 'disconnect') config.emitter.emit('disconnect')
          else if (event.type === 'connect') config.emitter.emit('connect', event)
          else config.emitter.emit('change', event)
        }
        known = next
      }
      follow()
      client.stores.accounts.subscribe(follow)
      client.stores.chains.subscribe(follow)
    }

    return {
      id: FOYER_CONNECTOR_ID,
      name: 'Foyer',
      type: 'foyer',

      async setup() {
        // A connection Foyer restored is announced too; wagmi ignores it while its own reconnect runs.
        await client.ready()
        followFoyer()
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        await client.ready()
        if (!current().address) {
          // wagmi's reconnect asks quietly: only Foyer's restored connection answers it, never the modal.
          if (isReconnecting) throw new FoyerError('PROVIDER_NOT_FOUND')
          await connectThroughModal(client)
        }
        if (chainId !== undefined && chainId !== current().chainId) await switchThroughFoyer(client, chainId)
        const { address, chainId: connectedChainId } = connected()
        // wagmi's own connectors answer both shapes the same way; its generic return type cannot see the branch.
        const accounts = withCapabilities ? [{ address, capabilities: {} }] : [address]
        return { accounts: accounts as never, chainId: connectedChainId }
      },

      async disconnect() {
        await client.disconnect({ namespace: 'eip155' })
      },

      async getAccounts(): Promise<readonly Address[]> {
        await client.ready()
        const { address } = current()
        return address ? [address] : []
      },

      async getChainId() {
        await client.ready()
        const { chainId } = current()
        if (chainId === undefined) throw new FoyerError('NETWORK_NOT_FOUND')
        return chainId
      },

      async getProvider() {
        await client.ready()
        // The EVM adapter's provider is the connected wallet's EIP-1193 provider (with SPEC §5 transaction checks).
        return client.getProvider('eip155') as EIP1193Provider | undefined
      },

      async isAuthorized() {
        await client.ready()
        return current().address !== undefined
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        // SPEC §8 'Network not found': a chain wagmi's config does not list.
        if (!chain) throw new SwitchChainError(new FoyerError('NETWORK_NOT_FOUND'))
        if (current().chainId !== chainId) await switchThroughFoyer(client, chainId)
        return chain
      },

      // wagmi calls these for a provider's events; Foyer's stores already carry them (followFoyer), so they only
      // translate an event handed in.
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  }
}
