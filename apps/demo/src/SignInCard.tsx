import { useFoyerAccount, useFoyerSIWX } from '@foyer/react'
import { useState } from 'react'

type RouteAnswer = { status: 'idle' } | { status: 'loading' } | { status: 'done'; ok: boolean; text: string }

/** The demo's sign-in: the session Foyer keeps, and the demo server's own route that trusts only it. */
export function SignInCard() {
  const { isConnected } = useFoyerAccount()
  const siwx = useFoyerSIWX()
  const [route, setRoute] = useState<RouteAnswer>({ status: 'idle' })

  async function callProtectedRoute() {
    setRoute({ status: 'loading' })
    try {
      const answer = await fetch('/demo-api/me', { headers: { accept: 'application/json' } })
      const body = (await answer.json()) as { message?: string; error?: string }
      setRoute({ status: 'done', ok: answer.ok, text: body.message ?? body.error ?? `HTTP ${answer.status}` })
    } catch {
      setRoute({ status: 'done', ok: false, text: 'The demo server is unreachable' })
    }
  }

  if (!siwx.enabled) {
    return (
      <section className="demo-card" aria-labelledby="signin-title">
        <h2 id="signin-title">Sign in with your wallet</h2>
        <p className="demo-muted">
          Sign-in is off on this page. <a href="/?signIn=required">Try it required</a>,{' '}
          <a href="/?signIn=optional">optional</a>, or{' '}
          <a href="/?signIn=required&amp;emailCapture=1">with email capture</a>.
        </p>
      </section>
    )
  }
  return (
    <section className="demo-card" aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in with your wallet</h2>
      <dl className="demo-facts">
        <dt>Sign-in</dt>
        <dd data-testid="siwx-status">{siwx.session ? 'Signed in' : siwx.required ? 'Required' : 'Optional'}</dd>
        <dt>Session</dt>
        <dd data-testid="siwx-session" className="demo-mono demo-wrap">
          {siwx.session ? `${siwx.session.data.chainId} until ${siwx.session.data.expirationTime ?? '—'}` : '—'}
        </dd>
        {siwx.session?.email && (
          <>
            <dt>Email</dt>
            <dd data-testid="siwx-email">{siwx.session.email}</dd>
          </>
        )}
      </dl>
      <div className="demo-row">
        {siwx.session ? (
          <button type="button" className="demo-button" onClick={() => void siwx.signOut()}>
            Sign out
          </button>
        ) : (
          <button type="button" className="demo-button" disabled={!isConnected} onClick={() => void siwx.signIn()}>
            Sign in
          </button>
        )}
        <button type="button" className="demo-button" onClick={() => void callProtectedRoute()}>
          Call the protected route
        </button>
      </div>
      {route.status === 'loading' && <p className="demo-muted">Asking the demo server…</p>}
      {route.status === 'done' && (
        <p data-testid="protected-route" role={route.ok ? 'status' : 'alert'} className={route.ok ? '' : 'demo-error'}>
          {route.text}
        </p>
      )}
    </section>
  )
}
