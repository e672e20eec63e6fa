import { Icon } from './Icon.tsx'

export function WalletGlyphIcon() {
  return (
    <Icon size={28}>
      <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" />
      <path d="M21 11h-5a2 2 0 0 0 0 4h5v-4Z" />
    </Icon>
  )
}
