import { Icon } from './Icon.tsx'

/** A transfer to oneself, and the Swap feature. */
export function SwapIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M4 8h13l-3-3" />
      <path d="M20 16H7l3 3" />
    </Icon>
  )
}
