import { useEffect, useId, useRef, useState } from 'react'
import { Monogram } from './Monogram.tsx'
import { sanitizeSvgDataUri } from './sanitizeSvg.ts'

export interface WalletIconProps {
  name: string
  imageUrl?: string | undefined
  size?: 'small' | 'medium' | 'large'
}

type IconKind = 'inline-svg' | 'image' | 'monogram'

/** Other data: images (PNG, …) are blocked by `img-src 'self'` and cannot be rebuilt, so they get a monogram. */
function iconKind(imageUrl: string | undefined): IconKind {
  if (!imageUrl) return 'monogram'
  if (/^data:image\/svg\+xml/i.test(imageUrl)) return 'inline-svg'
  if (/^data:/i.test(imageUrl)) return 'monogram'
  return 'image'
}

/**
 * A wallet's or network's icon that shows without a single CSP violation: SVG data URIs are sanitized and
 * drawn inline, same-origin URLs load in an <img>, and anything else falls back to a monogram. Decorative:
 * the name is always written next to it.
 */
export function WalletIcon({ name, imageUrl, size = 'medium' }: WalletIconProps) {
  const kind = iconKind(imageUrl)
  // Remembering which URL failed resets the fallback by itself when the wallet's icon changes.
  const [failedUrl, setFailedUrl] = useState<string>()
  const failed = imageUrl !== undefined && failedUrl === imageUrl
  const containerRef = useRef<HTMLSpanElement>(null)
  const idPrefix = `foyer-icon${useId().replace(/[^\w-]/g, '')}`

  // After the frame that shows the row (issue 19): parsing and sanitizing an SVG is the list's slowest part, and the
  // icon's box is already sized, so the icon appears a frame later without moving anything.
  useEffect(() => {
    const container = containerRef.current
    if (kind !== 'inline-svg' || !container || !imageUrl) return
    const view = container.ownerDocument.defaultView
    const draw = () => {
      const svg = sanitizeSvgDataUri(imageUrl, idPrefix, container.ownerDocument)
      if (svg) container.replaceChildren(svg)
      else setFailedUrl(imageUrl)
    }
    const frame = view?.requestAnimationFrame(draw)
    return () => {
      if (frame !== undefined) view?.cancelAnimationFrame(frame)
      container.replaceChildren()
    }
  }, [kind, imageUrl, idPrefix])

  const className = `foyer-wallet-icon foyer-wallet-icon--${size}`
  if (kind === 'monogram' || failed) {
    return (
      <span className={className}>
        <Monogram name={name} />
      </span>
    )
  }
  if (kind === 'image') {
    return (
      <span className={className}>
        <img src={imageUrl} alt="" loading="lazy" decoding="async" onError={() => setFailedUrl(imageUrl)} />
      </span>
    )
  }
  return <span className={className} ref={containerRef} aria-hidden="true" />
}
