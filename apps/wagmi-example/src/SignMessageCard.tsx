import { useConnection, useSignMessage } from 'wagmi'

const MESSAGE = 'Hello from wagmi, through Foyer'

/** wagmi's useSignMessage: the wallet connected in Foyer's modal signs. */
export function SignMessageCard() {
  const { isConnected } = useConnection()
  const sign = useSignMessage()
  return (
    <section className="example-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="example-muted">Asks the wallet to sign “{MESSAGE}”.</p>
      <button
        type="button"
        className="example-button"
        disabled={!isConnected || sign.isPending}
        onClick={() => sign.mutate({ message: MESSAGE })}
      >
        {sign.isPending ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      {sign.data && (
        <p className="example-mono" data-testid="signature">
          {sign.data}
        </p>
      )}
      {sign.error && (
        <p role="alert" className="example-error">
          {sign.error.message.split('\n')[0]}
        </p>
      )}
    </section>
  )
}
