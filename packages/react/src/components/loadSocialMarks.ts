import { loadOnce } from '@foyer/core'
import { useEffect, useState } from 'react'

type SocialMarks = Readonly<Record<string, string>>

let loaded: SocialMarks | undefined

/**
 * Fetches the brand marks' chunk once per page. Connect asks for it with the API's providers, so the two arrive
 * together; a failed fetch is tried again next time.
 */
export const loadSocialMarks = loadOnce(
  (): Promise<SocialMarks> =>
    import('./socialMarks.ts').then(({ SOCIAL_MARKS }) => {
      loaded = SOCIAL_MARKS
      return SOCIAL_MARKS
    }),
)

/**
 * The marks once their chunk is in (at once when it already is); undefined until then, null when it did not load
 * (fetched again by the next component that asks).
 */
export function useSocialMarks(): SocialMarks | null | undefined {
  const [marks, setMarks] = useState<SocialMarks | null | undefined>(() => loaded)
  useEffect(() => {
    if (marks !== undefined) return
    let live = true
    loadSocialMarks().then(
      (fetched) => live && setMarks(fetched),
      (error: unknown) => {
        console.warn('[foyer] could not load the social login icons', error)
        if (live) setMarks(null)
      },
    )
    return () => {
      live = false
    }
  }, [marks])
  return marks
}
