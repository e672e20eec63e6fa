import type { RouterState } from '@foyer/core'
import { Button } from '../../components/Button.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { useNetworkImage } from '../../hooks/useNetworkImage.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'

const selectTarget = (state: RouterState) => state.data.caipNetworkId

/**
 * SPEC §2: the target network's chain has no account yet, so a wallet for that chain must be connected
 * first; continuing replaces this view with Connect, which then lists that chain's wallets.
 */
export function SwitchActiveChainView() {
  const imageOf = useNetworkImage()
  const client = useFoyerClient()
  const target = useStoreValue(client.stores.router, selectTarget)
  const { networks } = useFoyerNetwork()
  const network = networks.find((candidate) => candidate.caipNetworkId === target)
  const networkName = network?.name ?? target ?? ''
  // How the target's chain is called comes from its adapter ('Ethereum', 'Solana').
  const chainName = network ? (client.describeChain(network.chainNamespace)?.label ?? network.chainNamespace) : ''

  return (
    <div className="foyer-view foyer-state">
      <div className="foyer-state__visual">
        <WalletIcon name={networkName} imageUrl={imageOf(network)} size="large" />
      </div>
      <p className="foyer-state__hint">
        {formatLabel('switchActiveChainBody', { network: networkName, chain: chainName })}
      </p>
      <div className="foyer-state__actions">
        <Button onClick={() => client.replace('Connect', target ? { caipNetworkId: target } : undefined)}>
          {LABELS.connectWallet}
        </Button>
      </div>
    </div>
  )
}
