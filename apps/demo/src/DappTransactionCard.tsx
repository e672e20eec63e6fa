import { parseUnits } from '@foyer/core'
import { useFoyerAccount, useFoyerProvider } from '@foyer/react'
import { useId, useState } from 'react'
import { useWalletRequest } from './WalletRequest.tsx'

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

// The same burn address as the Send card: nothing anyone could be confused by.
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const GWEI_DECIMALS = 9
const hexGwei = (gwei: string) => `0x${parseUnits(gwei.trim(), GWEI_DECIMALS).toString(16)}`

/**
 * What a dapp does with its own fees: eth_sendTransaction through Foyer's provider, as any dapp library would.
 * Foyer checks the transaction (SPEC §5) before the wallet sees it; a refusal shows here as the dapp reads it.
 */
export function DappTransactionCard() {
  const { isConnected, address } = useFoyerAccount()
  const provider = useFoyerProvider<Eip1193>()
  const { state, run } = useWalletRequest()
  const [maxFee, setMaxFee] = useState('100')
  const [priorityFee, setPriorityFee] = useState('2')
  const maxFeeId = useId()
  const priorityFeeId = useId()

  const send = () => {
    if (!provider || !address) return
    void run(async () => {
      const transaction = {
        from: address,
        to: RECIPIENT,
        value: '0x1',
        maxFeePerGas: hexGwei(maxFee),
        maxPriorityFeePerGas: hexGwei(priorityFee),
      }
      return (await provider.request({ method: 'eth_sendTransaction', params: [transaction] })) as string
    })
  }

  return (
    <section className="demo-card" aria-labelledby="dapp-transaction-title">
      <h2 id="dapp-transaction-title">Dapp transaction</h2>
      <p className="demo-muted">
        Sends 1 wei to {RECIPIENT} with the fees below, through <code>eth_sendTransaction</code> on Foyer’s provider.
      </p>
      <div className="demo-fields">
        <label htmlFor={maxFeeId}>Max fee (gwei)</label>
        <input
          id={maxFeeId}
          className="demo-input"
          inputMode="decimal"
          value={maxFee}
          onChange={(event) => setMaxFee(event.target.value)}
          data-testid="dapp-max-fee"
        />
        <label htmlFor={priorityFeeId}>Priority fee (gwei)</label>
        <input
          id={priorityFeeId}
          className="demo-input"
          inputMode="decimal"
          value={priorityFee}
          onChange={(event) => setPriorityFee(event.target.value)}
          data-testid="dapp-priority-fee"
        />
      </div>
      <button
        type="button"
        className="demo-button"
        disabled={!isConnected || !provider || state.status === 'waiting'}
        onClick={send}
        data-testid="dapp-send"
      >
        {state.status === 'waiting' ? 'Waiting for the wallet…' : 'Send with these fees'}
      </button>
      {state.status === 'done' && (
        <p className="demo-mono demo-wrap" data-testid="dapp-transaction-hash">
          {state.result}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="demo-error" data-testid="dapp-transaction-error">
          {state.message}
        </p>
      )}
    </section>
  )
}
