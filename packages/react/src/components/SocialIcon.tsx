import { useSocialMarks } from './loadSocialMarks.ts'

/**
 * A social provider's brand mark (Simple Icons' single-path marks, socialMarks.ts), drawn inline: no request to
 * the provider's host, no style attribute (its colour is the stylesheet's, per provider). A provider without a
 * mark shows its initial. Decorative: the button or row around it carries the provider's name. Empty, at its
 * size, until the marks' chunk is in.
 */
export function SocialIcon({ provider, size = 24 }: { provider: string; size?: number }) {
  const marks = useSocialMarks()
  // Own property only: a provider named "constructor" must not find Object's.
  const path = marks && Object.hasOwn(marks, provider) ? marks[provider] : undefined
  return (
    <svg
      className={`foyer-social-icon foyer-social-icon--${path ? provider : 'other'}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-provider={provider}
    >
      {path ? (
        <path d={path} />
      ) : marks ? (
        <>
          <rect className="foyer-social-icon__tile" width="24" height="24" rx="6" />
          <text className="foyer-social-icon__initial" x="12" y="16.5" textAnchor="middle">
            {provider.charAt(0).toUpperCase()}
          </text>
        </>
      ) : null}
    </svg>
  )
}
