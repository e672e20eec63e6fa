import type { ChainDescription, Network } from '@foyer/core'
import { ExternalLinkIcon } from '../../components/icons/ExternalLinkIcon.tsx'
import { LABELS } from '../../i18n/labels.ts'

export interface ExplorerRowProps {
  chain: ChainDescription | undefined
  network: Network | undefined
  address: string | undefined
}

/** The account's page on the network's block explorer, as the chain's adapter writes it; nothing without one. */
export function ExplorerRow({ chain, network, address }: ExplorerRowProps) {
  const url = chain && network && address ? chain.addressUrl(network, address) : undefined
  if (!url) return null
  return (
    <li>
      <a
        className="foyer-wallet-row foyer-link"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="foyer-account-explorer"
      >
        <span className="foyer-wallet-row__name">{LABELS.viewOnExplorer}</span>
        <ExternalLinkIcon />
      </a>
    </li>
  )
}
