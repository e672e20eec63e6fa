'use client'

import { useFoyerAccount, useFoyerSIWX } from '@foyer/react'
import { useRouter } from 'next/navigation'

/** The browser's side of sign-in; after either action the server components render again with the new cookie. */
export function SignInPanel() {
  const { isConnected } = useFoyerAccount()
  const siwx = useFoyerSIWX()
  const router = useRouter()
  return (
    <section className="example-card" aria-labelledby="browser-session-title">
      <h2 id="browser-session-title">In the browser</h2>
      <p data-testid="browser-session">
        {siwx.session ? `Signed in on ${siwx.session.data.chainId}` : isConnected ? 'Connected' : 'Not connected'}
      </p>
      {siwx.session ? (
        <button type="button" className="example-button" onClick={() => void siwx.signOut().then(router.refresh)}>
          Sign out
        </button>
      ) : (
        <button type="button" className="example-button" disabled={!isConnected} onClick={() => void siwx.signIn()}>
          Sign in
        </button>
      )}
      <button type="button" className="example-button" onClick={() => router.refresh()}>
        Ask the server again
      </button>
    </section>
  )
}
