import { useFoyer } from '@foyer/react'

const VIEWS = ['Connect', 'Account', 'Networks'] as const

/** Shows `useFoyer().open(view)`: a dapp can open the modal at any view. */
export function OpenViewCard() {
  const { open } = useFoyer()
  return (
    <section className="demo-card" aria-labelledby="open-view-title">
      <h2 id="open-view-title">Open the modal at a view</h2>
      <p className="demo-muted">Dapps call useFoyer().open(view) to jump straight to a view.</p>
      <div className="demo-row">
        {VIEWS.map((view) => (
          <button key={view} type="button" className="demo-button demo-button--quiet" onClick={() => open(view)}>
            Open {view}
          </button>
        ))}
        {/* Sign In With Farcaster straight away, as a dapp with its own "Farcaster" button would. */}
        <button type="button" className="demo-button demo-button--quiet" onClick={() => open('ConnectingFarcaster')}>
          Sign in with Farcaster
        </button>
      </div>
    </section>
  )
}
