import { useFoyerAccount, useFoyerProvider } from '@foyer/react'
import { useWalletRequest, WalletRequestOutcome } from './WalletRequest.tsx'

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

// A burn address: the demo's transfer goes nowhere anyone could be confused by.
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const ONE_GWEI_HEX = '0x3b9aca00'

/** Asks the connected wallet to send 1 gwei, through whatever it is connected with (injected or WalletConnect). */
export function SendTransactionCard() {
  const { isConnected, address } = useFoyerAccount()
  const provider = useFoyerProvider<Eip1193>()
  const { state, run } = useWalletRequest()

  const send = () => {
    if (!provider || !address) return
    void run(
      async () =>
        (await provider.request({
          method: 'eth_sendTransaction',
          params: [{ from: address, to: RECIPIENT, value: ONE_GWEI_HEX }],
        })) as string,
    )
  }

  return (
    <section className="demo-card" aria-labelledby="send-title">
      <h2 id="send-title">Send a transaction</h2>
      <p className="demo-muted">Asks the connected wallet to send 1 gwei to {RECIPIENT} on the active network.</p>
      <button
        type="button"
        className="demo-button"
        disabled={!isConnected || !provider || state.status === 'waiting'}
        onClick={send}
      >
        {state.status === 'waiting' ? 'Waiting for the wallet…' : 'Send 1 gwei'}
      </button>
      <WalletRequestOutcome state={state} testId="transaction-hash" />
    </section>
  )
}
