import { useFoyerAccount, useFoyerProvider } from '@foyer/react'
import { useId, useState } from 'react'
import { useWalletRequest } from './WalletRequest.tsx'

/** What @foyer/bitcoin's provider offers a dapp for payments (its getProvider). */
interface BitcoinPayments {
  sendTransfer(params: { recipient: string; amount: string }): Promise<string>
}

/**
 * A Bitcoin payment as a dapp makes one: Foyer's Send view stays EVM and Solana only (SPEC §9), and a dapp pays
 * through the provider — a PSBT built from the payment address's coins, signed by the wallet, broadcast.
 */
export function BitcoinPaymentCard() {
  const { isConnected } = useFoyerAccount({ namespace: 'bip122' })
  const provider = useFoyerProvider<BitcoinPayments>('bip122')
  const { state, run } = useWalletRequest()
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('10000')
  const recipientId = useId()
  const amountId = useId()

  const pay = () => {
    if (!provider) return
    void run(() => provider.sendTransfer({ recipient: recipient.trim(), amount: amount.trim() }))
  }

  return (
    <section className="demo-card" aria-labelledby="bitcoin-payment-title">
      <h2 id="bitcoin-payment-title">Bitcoin payment</h2>
      <p className="demo-muted">Pays from the connected payment address through Foyer’s Bitcoin provider.</p>
      <div className="demo-fields">
        <label htmlFor={recipientId}>Recipient</label>
        <input
          id={recipientId}
          className="demo-input"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          data-testid="bitcoin-recipient"
        />
        <label htmlFor={amountId}>Amount (sats)</label>
        <input
          id={amountId}
          className="demo-input"
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          data-testid="bitcoin-amount"
        />
      </div>
      <button
        type="button"
        className="demo-button"
        disabled={!isConnected || !provider || state.status === 'waiting'}
        onClick={pay}
        data-testid="bitcoin-pay"
      >
        {state.status === 'waiting' ? 'Waiting for the wallet…' : 'Pay'}
      </button>
      {state.status === 'done' && (
        <p className="demo-mono demo-wrap" data-testid="bitcoin-txid">
          {state.result}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="demo-error" data-testid="bitcoin-payment-error">
          {state.message}
        </p>
      )}
    </section>
  )
}
