import { foyerProjectId } from '../server/exampleEnv.ts'
import { readServerSession } from '../server/readServerSession.ts'
import { siteOrigin } from '../server/siteOrigin.ts'
import { FoyerArea } from './FoyerArea.tsx'
import { ServerSessionCard } from './ServerSessionCard.tsx'

/** Rendered per request (it reads the cookie), so every response has its own CSP nonce. */
export default async function HomePage() {
  const [session, origin] = await Promise.all([readServerSession(), siteOrigin()])
  return (
    <FoyerArea origin={origin} projectId={foyerProjectId()}>
      <ServerSessionCard session={session} />
    </FoyerArea>
  )
}
