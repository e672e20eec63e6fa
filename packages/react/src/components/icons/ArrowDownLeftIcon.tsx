import { Icon } from './Icon.tsx'

/** Incoming: a transfer received, the Receive feature. */
export function ArrowDownLeftIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M17 7 7 17" />
      <path d="M16 17H7V8" />
    </Icon>
  )
}
