import type { ServerSession } from '../server/readServerSession.ts'

/** What the server knows about the visitor, rendered into the HTML before any script runs. */
export function ServerSessionCard({ session }: { session: ServerSession }) {
  return (
    <section className="example-card" aria-labelledby="server-session-title">
      <h2 id="server-session-title">On the server</h2>
      <p data-testid="server-session">
        {session.status === 'signed-in' && (
          <>
            Signed in as <span className="example-mono">{session.address}</span> on {session.chainId}
          </>
        )}
        {session.status === 'signed-out' && 'No one is signed in'}
        {session.status === 'unknown' && 'The Foyer API did not answer; the session is unknown'}
      </p>
    </section>
  )
}
