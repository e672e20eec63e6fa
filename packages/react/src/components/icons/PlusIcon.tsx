import { Icon } from './Icon.tsx'

/** Adding funds: the Buy (on-ramp) feature. */
export function PlusIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 5v14" />
      <path d="M5 12h14" />
    </Icon>
  )
}
