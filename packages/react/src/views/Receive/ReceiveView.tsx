import { CopyButton } from '../../components/CopyButton.tsx'
import { QrCode } from '../../components/qr/QrCode.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useActiveAccount, useActiveNamespace } from '../../hooks/useActiveAccount.ts'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.ts'
import { useNetworkImage } from '../../hooks/useNetworkImage.ts'
import { LABELS } from '../../i18n/labels.ts'

/** WalletReceive: the address as a QR code and as text, and the configured networks it receives on. */
export function ReceiveView() {
  const imageOf = useNetworkImage()
  const account = useActiveAccount()
  const namespace = useActiveNamespace()
  const { networks } = useFoyerNetwork()
  const address = account?.address
  if (!address) return <p className="foyer-view foyer-state__hint">{LABELS.notConnected}</p>
  // One address serves every network of its namespace.
  const usable = networks.filter((network) => network.chainNamespace === namespace)
  return (
    <div className="foyer-view foyer-receive">
      <QrCode value={address} label={LABELS.receiveQr} />
      <div className="foyer-receive__address">
        <span className="foyer-receive__address-text" data-testid="foyer-receive-address">
          {address}
        </span>
        <CopyButton value={address} />
      </div>
      <p className="foyer-view__lead">{LABELS.receiveHint}</p>
      <ul className="foyer-receive__networks" aria-label={LABELS.networks}>
        {usable.map((network) => (
          <li key={network.caipNetworkId} className="foyer-receive__network">
            <WalletIcon name={network.name} imageUrl={imageOf(network)} size="small" />
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
