import { storeLink, type WalletConnectWallet, type WalletLaunch } from '@foyer/core'
import type { MouseEvent } from 'react'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { formatLabel, LABELS } from '../../i18n/labels.ts'

/**
 * On a phone: the link that opens the chosen wallet's app with the pairing (issue 23). It was usually followed
 * already, within the tap that chose the wallet; this is "Open again" for a visitor who came back, and the way
 * forward when the app did not open (its store, or the QR code below for another device).
 */
export function OpenWalletApp({
  wallet,
  link,
  launch,
}: {
  wallet: WalletConnectWallet
  link: string
  launch: WalletLaunch | undefined
}) {
  const client = useFoyerClient()
  // The client follows the link itself so it can tell whether the app opened; a plain link is the fallback.
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (client.launchWallet(wallet)) event.preventDefault()
  }
  const openLabel = launch ? LABELS.openWalletAgain : formatLabel('openWallet', { wallet: wallet.name })

  if (launch?.status === 'notOpened') {
    const getIt = storeLink(wallet, navigator.userAgent)
    return (
      <div className="foyer-wc__not-opened" role="alert">
        <p className="foyer-wc__not-opened-title">{formatLabel('walletDidNotOpen', { wallet: wallet.name })}</p>
        <p className="foyer-state__hint">{LABELS.walletDidNotOpenHint}</p>
        {getIt && (
          <a className="foyer-button foyer-button--primary" href={getIt} target="_blank" rel="noopener noreferrer">
            {formatLabel('getWallet', { name: wallet.name })}
          </a>
        )}
        <a className="foyer-button foyer-button--secondary foyer-wc__deep-link" href={link} onClick={open}>
          {openLabel}
        </a>
      </div>
    )
  }
  return (
    <a className="foyer-button foyer-button--primary foyer-wc__deep-link" href={link} onClick={open}>
      {openLabel}
    </a>
  )
}
