import { Icon } from './Icon.tsx'

export function CheckIcon() {
  return (
    <Icon size={16}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  )
}
