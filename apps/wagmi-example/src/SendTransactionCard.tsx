import { useEffect } from 'react'
import { formatEther, parseEther } from 'viem'
import { useBalance, useConnection, useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'

/** An address no devnet account holds: its balance moves only with what this card sends. */
const RECEIVER = '0x000000000000000000000000000000000000dEaD'
const AMOUNT = '0.01'

/** wagmi's useSendTransaction through the wallet connected in Foyer; useWaitForTransactionReceipt shows it land. */
export function SendTransactionCard() {
  const { isConnected } = useConnection()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  // Read again once the transaction landed, so the balance moves with it.
  const balance = useBalance({ address: RECEIVER })
  const { refetch } = balance
  const landed = receipt.isSuccess
  useEffect(() => {
    if (landed) void refetch()
  }, [landed, refetch])
  return (
    <section className="example-card" aria-labelledby="send-title">
      <h2 id="send-title">Send {AMOUNT} ETH</h2>
      <dl className="example-facts">
        <dt>Receiver</dt>
        <dd className="example-mono">{RECEIVER}</dd>
        <dt>Its balance</dt>
        <dd data-testid="receiver-balance">
          {balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : 'Loading…'}
        </dd>
      </dl>
      <button
        type="button"
        className="example-button"
        disabled={!isConnected || send.isPending}
        onClick={() => send.mutate({ to: RECEIVER, value: parseEther(AMOUNT) })}
      >
        {send.isPending ? 'Waiting for the wallet…' : `Send ${AMOUNT} ETH`}
      </button>
      {send.data && (
        <p data-testid="transaction-status" aria-live="polite">
          {landed ? 'Transaction landed' : 'Waiting for the transaction to land…'}{' '}
          <span className="example-mono">{send.data}</span>
        </p>
      )}
      {(send.error ?? receipt.error) && (
        <p role="alert" className="example-error">
          {(send.error ?? receipt.error)?.message.split('\n')[0]}
        </p>
      )}
    </section>
  )
}
