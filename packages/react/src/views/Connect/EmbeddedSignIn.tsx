import { useFeatures } from '../../hooks/useFeatures.ts'
import { useFoyerClient } from '../../hooks/useFoyerClient.ts'
import { EMBEDDED_LABELS } from '../EmailLogin/embeddedLabels.ts'
import { EmailField } from './EmailField.tsx'
import { embeddedWays } from './embeddedWays.ts'
import { SocialButtons } from './SocialButtons.tsx'

/** Connect's ways in through the embedded wallet — the email field, the social logins — above the wallets. */
export function EmbeddedSignIn() {
  const client = useFoyerClient()
  const ways = embeddedWays(useFeatures(), client.embedded !== undefined)
  return (
    <>
      {ways.email && <EmailField />}
      {ways.socials && <SocialButtons />}
      <p className="foyer-divider">{EMBEDDED_LABELS.orWallet}</p>
    </>
  )
}

// The social logins' marks, which preloadConnectParts fetches with this part when the dapp lists any. Through this
// module, not imported by the shell itself: that made Rolldown split its runtime into the page's first load.
export { loadSocialMarks } from '../../components/loadSocialMarks.ts'
