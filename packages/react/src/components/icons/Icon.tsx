import type { ReactNode } from 'react'

/** Stroke icons drawn inline in currentColor: no icon font, no request, nothing a strict CSP blocks. */
/** `mirrored`: an icon that points (back, forward) turns around where the text reads right to left. */
export function Icon({ children, size = 20, mirrored }: { children: ReactNode; size?: number; mirrored?: boolean }) {
  return (
    <svg
      className={mirrored ? 'foyer-icon foyer-icon--mirrored' : 'foyer-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
