import type { EmbeddedState } from '@foyer/core'
import { useEffect, useId, useMemo, useState } from 'react'
import { useSocialMarks } from '../../components/loadSocialMarks.ts'
import { SocialIcon } from '../../components/SocialIcon.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { SOCIAL_LABELS, socialLabel } from '../ConnectingSocial/socialLabels.ts'
import { listedSocials } from './listedSocials.ts'
import { PendingSocialButtons } from './PendingSocialButtons.tsx'

const selectUsable = (state: EmbeddedState) => state.socialProviders
/** Icon buttons shown in the row before "more" (AppKit's layout: one wide button, then a row of icons). */
const ROW_SIZE = 4

/**
 * Connect's social logins (SPEC §2, §5): the dapp's `features.socials`, those the API has configured, and the
 * platform rules. The first provider is a wide "Continue with …" button; the rest are icon buttons named the same
 * way for screen readers, and past a row of them a "more" button shows the others.
 */
export function SocialButtons() {
  const client = useFoyerClient()
  const { socials } = useFeatures()
  // Core's answer: the API's providers this platform can use (SPEC §5 rules applied there).
  const usable = useStoreValue(client.stores.embedded, selectUsable)
  const [expanded, setExpanded] = useState(false)
  const restId = useId()
  // The dapp's providers, in its order.
  const listed = useMemo(() => listedSocials(socials), [socials])
  const wanted = listed.length > 0
  useEffect(() => {
    if (wanted) void client.embedded?.loadSocialProviders().catch(() => {})
  }, [client, wanted])
  // The marks' chunk is fetched now too, beside the API's providers, so the buttons appear whole.
  const marks = useSocialMarks()
  // Those of them core found usable.
  const providers = useMemo(
    () => (usable ? listed.filter((provider) => usable.includes(provider)) : []),
    [listed, usable],
  )
  if (!client.embedded || !wanted) return null
  // Until the API's providers and the marks are in, the buttons' room is held: arriving, they would push the wallet
  // rows below down, and a click aimed at a wallet would land on whatever slid under the pointer.
  if (usable === undefined || marks === undefined) return <PendingSocialButtons withRow={listed.length > 1} />
  // No mark (its chunk did not load), no button: an icon button without its mark would be an empty square.
  if (providers.length === 0 || !marks) return null

  const start = (provider: string) => {
    if (provider === 'farcaster') return client.push('ConnectingFarcaster')
    // No await before this call: core opens the popup within this click (SPEC §2).
    void client.embedded?.connectSocial(provider).catch(() => {})
  }
  const [first, ...rest] = providers as [string, ...string[]]
  const folds = rest.length > ROW_SIZE
  const row = folds && !expanded ? rest.slice(0, ROW_SIZE - 1) : rest
  const iconButton = (provider: string) => (
    <li key={provider}>
      <button
        type="button"
        className="foyer-social-button foyer-social-button--icon"
        aria-label={socialLabel('continueWith', provider)}
        title={socialLabel('continueWith', provider)}
        onClick={() => start(provider)}
      >
        <SocialIcon provider={provider} />
      </button>
    </li>
  )
  return (
    // A group, not a landmark: a few buttons of Connect's form, named for screen readers.
    <div className="foyer-socials" role="group" aria-label={SOCIAL_LABELS.socialLogins}>
      <button type="button" className="foyer-social-button foyer-social-button--wide" onClick={() => start(first)}>
        <SocialIcon provider={first} />
        <span>{socialLabel('continueWith', first)}</span>
      </button>
      {rest.length > 0 && (
        // Folding, the row is a grid of ROW_SIZE columns, so unfolded the icons keep their width on a second line.
        <ul className={`foyer-socials__row${folds ? ' foyer-socials__row--grid' : ''}`} id={restId}>
          {row.map(iconButton)}
          {folds && (
            <li>
              <button
                type="button"
                className="foyer-social-button foyer-social-button--icon"
                aria-expanded={expanded}
                aria-controls={restId}
                // The name holds the visible count too (WCAG 2.5.3: what a voice user reads out must work).
                aria-label={
                  expanded ? SOCIAL_LABELS.fewerSocials : `${SOCIAL_LABELS.moreSocials}, +${rest.length - row.length}`
                }
                title={expanded ? SOCIAL_LABELS.fewerSocials : SOCIAL_LABELS.moreSocials}
                onClick={() => setExpanded((open) => !open)}
              >
                <span className="foyer-social-button__more" aria-hidden="true">
                  {expanded ? '−' : `+${rest.length - row.length}`}
                </span>
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
