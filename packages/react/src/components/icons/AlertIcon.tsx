import { Icon } from './Icon.tsx'

export function AlertIcon() {
  return (
    <Icon size={28}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 16.5v.5" />
    </Icon>
  )
}
