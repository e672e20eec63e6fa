import { Icon } from './Icon.tsx'

/** Outgoing: a transfer sent, the Send feature. */
export function ArrowUpRightIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M7 17 17 7" />
      <path d="M8 7h9v9" />
    </Icon>
  )
}
