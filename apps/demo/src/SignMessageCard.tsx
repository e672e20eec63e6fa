import { useFoyerAccount, useSignMessage } from '@foyer/react'
import { useWalletRequest, WalletRequestOutcome } from './WalletRequest.tsx'

export function SignMessageCard() {
  const { isConnected } = useFoyerAccount()
  const { signMessage } = useSignMessage()
  const { state, run } = useWalletRequest()

  return (
    <section className="demo-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="demo-muted">Asks the connected wallet to sign “Hello from the Foyer demo”.</p>
      <button
        type="button"
        className="demo-button"
        disabled={!isConnected || state.status === 'waiting'}
        onClick={() => void run(() => signMessage('Hello from the Foyer demo'))}
      >
        {state.status === 'waiting' ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      <WalletRequestOutcome state={state} testId="signature" />
    </section>
  )
}
