import { Icon } from './Icon.tsx'

export function BackIcon() {
  return (
    <Icon mirrored>
      <path d="M15 18l-6-6 6-6" />
    </Icon>
  )
}
