import { WalletGlyphIcon } from './icons/WalletGlyphIcon.tsx'

export function EmptyState({ title, body }: { title: string; body: string }) {
  return (
    <div className="foyer-state foyer-state--empty">
      <span className="foyer-state__alert">
        <WalletGlyphIcon />
      </span>
      <p className="foyer-state__title">{title}</p>
      <p className="foyer-state__hint">{body}</p>
    </div>
  )
}
