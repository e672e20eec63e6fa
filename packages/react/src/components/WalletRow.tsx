import type { ReactNode } from 'react'
import { WalletIcon } from './WalletIcon.tsx'

export interface WalletRowProps {
  name: string
  imageUrl?: string | undefined
  tag?: string | undefined
  onClick(): void
  /** Replaces the wallet icon, e.g. with the All Wallets grid glyph. */
  icon?: ReactNode
}

/** One wallet to pick: icon, name and an optional "Recent"/"Installed" tag. */
export function WalletRow({ name, imageUrl, tag, onClick, icon }: WalletRowProps) {
  return (
    <button type="button" className="foyer-wallet-row" onClick={onClick}>
      {icon ?? <WalletIcon name={name} imageUrl={imageUrl} />}
      <span className="foyer-wallet-row__name">{name}</span>
      {tag && <span className="foyer-tag">{tag}</span>}
    </button>
  )
}
