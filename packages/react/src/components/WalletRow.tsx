import type { ReactNode } from 'react'
import { WalletIcon } from './WalletIcon.tsx'

export interface WalletRowProps {
  name: string
  imageUrl?: string | undefined
  tag?: string | undefined
  /** A second, quieter line under the name, e.g. the chains a multi-chain wallet connects on. */
  detail?: string | undefined
  onClick(): void
  /** The visitor's intent to pick it (pointer over it, or focus on it): a chance to get its connection ready. */
  onIntent?: (() => void) | undefined
  /** Replaces the wallet icon, e.g. with the All Wallets grid glyph. */
  icon?: ReactNode
}

/** One wallet to pick: icon, name, an optional detail line and an optional "Recent"/"Installed" tag. */
export function WalletRow({ name, imageUrl, tag, detail, onClick, onIntent, icon }: WalletRowProps) {
  return (
    <button type="button" className="foyer-wallet-row" onClick={onClick} onPointerEnter={onIntent} onFocus={onIntent}>
      {icon ?? <WalletIcon name={name} imageUrl={imageUrl} />}
      <span className="foyer-wallet-row__name">
        {name}
        {detail && <span className="foyer-wallet-row__label">{detail}</span>}
      </span>
      {tag && <span className="foyer-tag">{tag}</span>}
    </button>
  )
}
