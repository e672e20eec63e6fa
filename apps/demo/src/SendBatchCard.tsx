import { useAccountType, useCallsStatus, useFoyerAccount, useSendCalls } from '@foyer/react'

// Two of the devnet's own funded accounts (Anvil's #8 and #9 of the test mnemonic): fixed, so a test can read
// their balances; nothing outside the local chain.
export const BATCH_RECIPIENTS = [
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
] as const
const ONE_GWEI = 1_000_000_000n

const STATUS_TEXT = { pending: 'Pending', success: 'Confirmed', failure: 'Failed' } as const

/** EIP-5792: two transfers in one wallet_sendCalls, then the batch's status until the wallet says it landed. */
export function SendBatchCard() {
  const { isConnected } = useFoyerAccount()
  const { sendCalls, data, error, isPending, reset } = useSendCalls()
  const calls = useCallsStatus(data?.id)

  const send = () => {
    reset()
    void sendCalls({ calls: BATCH_RECIPIENTS.map((to) => ({ to, value: ONE_GWEI })) }).catch(() => undefined)
  }

  return (
    <section className="demo-card" aria-labelledby="batch-title">
      <h2 id="batch-title">Send a batch</h2>
      <p className="demo-muted">
        Asks the connected wallet to send 1 gwei to each of two devnet accounts in one <code>wallet_sendCalls</code>.
      </p>
      <button
        type="button"
        className="demo-button"
        disabled={!isConnected || isPending}
        onClick={send}
        data-testid="send-batch"
      >
        {isPending ? 'Waiting for the wallet…' : 'Send batch'}
      </button>
      {error && (
        <p role="alert" className="demo-error" data-testid="batch-error">
          {error.message}
        </p>
      )}
      {data && (
        <dl className="demo-facts">
          <dt>Calls id</dt>
          <dd className="demo-mono demo-wrap" data-testid="batch-id">
            {data.id}
          </dd>
          <dt>Status</dt>
          <dd data-testid="batch-status" aria-live="polite">
            {calls.error ? calls.error.message : calls.data ? STATUS_TEXT[calls.data.status] : 'Pending'}
          </dd>
          {calls.data && calls.data.receipts.length > 0 && (
            <>
              <dt>Transactions</dt>
              <dd>
                <ul className="demo-tokens" aria-label="Batch transactions">
                  {calls.data.receipts.map((receipt) => (
                    <li key={receipt.transactionHash} className="demo-mono demo-wrap" data-testid="batch-receipt-hash">
                      {receipt.transactionHash}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  )
}

/** The account type in use (SPEC §3), for the connection card. */
export function AccountTypeFact() {
  const { isConnected } = useFoyerAccount()
  const { accountType } = useAccountType()
  return (
    <>
      <dt>Account type</dt>
      <dd data-testid="account-type">
        {isConnected ? (accountType === 'smartAccount' ? 'Smart account' : 'EOA') : '—'}
      </dd>
    </>
  )
}
