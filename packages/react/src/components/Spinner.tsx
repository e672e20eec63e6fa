/** A ring that turns; decorative, so every use sits beside a live status text. */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  return <span className={`foyer-spinner foyer-spinner--${size}`} aria-hidden="true" />
}
