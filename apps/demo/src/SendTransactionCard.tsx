import { useFoyerAccount, useFoyerProvider } from '@foyer/react'
import { useState } from 'react'

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; hash: string }
  | { status: 'failed'; message: string }

// A burn address: the demo's transfer goes nowhere anyone could be confused by.
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const ONE_GWEI_HEX = '0x3b9aca00'

/** Asks the connected wallet to send 1 gwei, through whatever it is connected with (injected or WalletConnect). */
export function SendTransactionCard() {
  const { isConnected, address } = useFoyerAccount()
  const provider = useFoyerProvider<Eip1193>()
  const [state, setState] = useState<SendState>({ status: 'idle' })

  async function send() {
    if (!provider || !address) return
    setState({ status: 'sending' })
    try {
      const hash = (await provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: RECIPIENT, value: ONE_GWEI_HEX }],
      })) as string
      setState({ status: 'sent', hash })
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="send-title">
      <h2 id="send-title">Send a transaction</h2>
      <p className="demo-muted">Asks the connected wallet to send 1 gwei to {RECIPIENT} on the active network.</p>
      <button
        type="button"
        className="demo-button"
        disabled={!isConnected || !provider || state.status === 'sending'}
        onClick={send}
      >
        {state.status === 'sending' ? 'Waiting for the wallet…' : 'Send 1 gwei'}
      </button>
      {state.status === 'sent' && (
        <p className="demo-mono demo-wrap" data-testid="transaction-hash">
          {state.hash}
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
