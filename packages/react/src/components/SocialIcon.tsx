/**
 * A social provider's mark: its brand colour and initial, drawn inline (no request to the provider's host; SVG
 * presentation attributes only, which a strict CSP allows where it refuses style attributes). Decorative: the
 * button around it carries the provider's name.
 */
const MARKS: Record<string, { color: string; glyph: string }> = {
  google: { color: '#4285F4', glyph: 'G' },
  x: { color: '#000000', glyph: 'X' },
  farcaster: { color: '#855DCD', glyph: 'F' },
  discord: { color: '#5865F2', glyph: 'D' },
  apple: { color: '#000000', glyph: 'A' },
  github: { color: '#181717', glyph: 'GH' },
  facebook: { color: '#1877F2', glyph: 'f' },
}

export function SocialIcon({ provider, size = 24 }: { provider: string; size?: number }) {
  const mark = MARKS[provider] ?? { color: '#5F6B7A', glyph: provider.charAt(0).toUpperCase() }
  return (
    <svg
      className="foyer-social-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-provider={provider}
    >
      <rect width="24" height="24" rx="6" fill={mark.color} />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fill="#FFFFFF"
        fontSize={mark.glyph.length > 1 ? 10 : 13}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {mark.glyph}
      </text>
    </svg>
  )
}
