import { useEffect, useState } from 'react'

type SocialMarks = Readonly<Record<string, string>>

let loaded: SocialMarks | undefined
let pending: Promise<SocialMarks> | undefined

/**
 * Fetches the brand marks' chunk once per page. Connect asks for it with the API's providers, so the two arrive
 * together; a failed fetch is tried again next time.
 */
export function loadSocialMarks(): Promise<SocialMarks> {
  pending ??= import('./socialMarks.ts').then(
    ({ SOCIAL_MARKS }) => {
      loaded = SOCIAL_MARKS
      return SOCIAL_MARKS
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** The marks once their chunk is in (at once when it already is); undefined until then. */
export function useSocialMarks(): SocialMarks | undefined {
  const [marks, setMarks] = useState(() => loaded)
  useEffect(() => {
    if (marks) return
    let live = true
    loadSocialMarks().then(
      (fetched) => live && setMarks(fetched),
      (error: unknown) => console.warn('[foyer] could not load the social login icons', error),
    )
    return () => {
      live = false
    }
  }, [marks])
  return marks
}
