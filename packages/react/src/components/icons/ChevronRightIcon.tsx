import { Icon } from './Icon.tsx'

export function ChevronRightIcon() {
  return (
    <Icon size={18} mirrored>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  )
}
