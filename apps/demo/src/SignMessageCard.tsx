import { useFoyerAccount, useSignMessage } from '@foyer/react'
import { useState } from 'react'

type SignState =
  | { status: 'idle' }
  | { status: 'signing' }
  | { status: 'signed'; signature: string }
  | { status: 'failed'; message: string }

export function SignMessageCard() {
  const { isConnected } = useFoyerAccount()
  const { signMessage } = useSignMessage()
  const [state, setState] = useState<SignState>({ status: 'idle' })

  async function sign() {
    setState({ status: 'signing' })
    try {
      const signature = await signMessage('Hello from the Foyer demo')
      setState({ status: 'signed', signature })
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="demo-muted">Asks the connected wallet to sign “Hello from the Foyer demo”.</p>
      <button
        type="button"
        className="demo-button"
        disabled={!isConnected || state.status === 'signing'}
        onClick={sign}
      >
        {state.status === 'signing' ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      {state.status === 'signed' && (
        <p className="demo-mono demo-wrap" data-testid="signature">
          {state.signature}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="demo-error">
          {state.message}
        </p>
      )}
    </section>
  )
}
