import { useState } from 'react'
import { Avatar } from './Avatar.tsx'

/** `img-src 'self'` lets only the page's own origin load, so any other avatar would be a CSP violation. */
function isSameOrigin(url: string): boolean {
  if (typeof window === 'undefined') return false
  try {
    return new URL(url, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

/** The registered avatar when it can be shown under a strict CSP, else the address's gradient. */
export function ProfileAvatar({
  address,
  imageUrl,
  size = 'large',
}: {
  address: string
  imageUrl?: string | null | undefined
  size?: 'small' | 'large'
}) {
  const [failedUrl, setFailedUrl] = useState<string>()
  if (!imageUrl || failedUrl === imageUrl || !isSameOrigin(imageUrl)) return <Avatar seed={address} size={size} />
  return (
    <span className={`foyer-avatar foyer-avatar--${size} foyer-avatar--image`} aria-hidden="true">
      <img src={imageUrl} alt="" decoding="async" onError={() => setFailedUrl(imageUrl)} />
    </span>
  )
}
