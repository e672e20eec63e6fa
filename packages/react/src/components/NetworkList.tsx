import type { CaipNetworkId, Network } from '@foyer/core'
import { useNetworkImage } from '../hooks/useNetworkImage.ts'
import { LABELS } from '../i18n/labels.ts'
import { CheckIcon } from './icons/CheckIcon.tsx'
import { WalletIcon } from './WalletIcon.tsx'

export interface NetworkListProps {
  networks: readonly Network[]
  /** The active network, marked with aria-current; none while the wallet is on an unsupported one. */
  activeCaipNetworkId: CaipNetworkId | undefined
  onSelect(network: Network): void
  /** The list's accessible name; default 'Networks'. */
  label?: string
}

export function NetworkList({ networks, activeCaipNetworkId, onSelect, label = LABELS.networks }: NetworkListProps) {
  const imageOf = useNetworkImage()
  return (
    <ul className="foyer-list" aria-label={label}>
      {networks.map((network) => {
        const isActive = network.caipNetworkId === activeCaipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className={`foyer-wallet-row${isActive ? ' foyer-wallet-row--active' : ''}`}
              aria-current={isActive ? 'true' : undefined}
              onClick={() => onSelect(network)}
            >
              <WalletIcon name={network.name} imageUrl={imageOf(network)} size="small" />
              <span className="foyer-wallet-row__name">{network.name}</span>
              {isActive && (
                <span className="foyer-tag foyer-tag--success">
                  <CheckIcon />
                  {LABELS.activeNetwork}
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
