import { useFeatures } from '../../hooks/useFeatures.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { embeddedWays } from './embeddedWays.ts'
import { listedSocials } from './listedSocials.ts'
import { PendingSocialButtons } from './PendingSocialButtons.tsx'

/**
 * The room Connect's email field and social logins will take while their chunk is on its way (a visitor who opens
 * Connect in a page's first moments, before the idle preload): the same blocks at the same heights as
 * `EmbeddedSignIn`, quiet and hidden from assistive technology, so the wallet rows below do not move under a
 * pointer when the part arrives.
 */
export function PendingEmbeddedSignIn() {
  const client = useFoyerClient()
  const features = useFeatures()
  const ways = embeddedWays(features, client.embedded !== undefined)
  return (
    <>
      {ways.email && (
        <div
          className="foyer-email-login foyer-email-login--pending"
          aria-hidden="true"
          data-testid="foyer-email-pending"
        >
          <span className="foyer-field__label">{'\u00a0'}</span>
          <div className="foyer-email-login__row">
            <span className="foyer-input" />
            <span className="foyer-button" />
          </div>
        </div>
      )}
      {ways.socials && <PendingSocialButtons withRow={listedSocials(features.socials).length > 1} />}
      {/* A zero-width space: the divider's line height, and its rule unbroken. */}
      <p className="foyer-divider foyer-divider--pending" aria-hidden="true">
        {'\u200b'}
      </p>
    </>
  )
}
