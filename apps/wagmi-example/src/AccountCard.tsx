import { useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'

/** What wagmi's useConnection sees, with wagmi's own connect (it opens Foyer's modal) and disconnect. */
export function AccountCard() {
  const connection = useConnection()
  const [foyer] = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  return (
    <section className="example-card" aria-labelledby="account-title">
      <h2 id="account-title">wagmi's connection</h2>
      <dl className="example-facts">
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{connection.status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address" className="example-mono">
          {connection.address ?? '—'}
        </dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">
          {connection.chainId === undefined
            ? '—'
            : `${connection.chain?.name ?? 'Unknown chain'} (${connection.chainId})`}
        </dd>
      </dl>
      <div className="example-actions">
        <button
          type="button"
          className="example-button"
          disabled={!foyer || connection.isConnected || connect.isPending}
          onClick={() => foyer && connect.mutate({ connector: foyer })}
        >
          {connect.isPending ? 'Waiting for Foyer…' : 'Connect with wagmi'}
        </button>
        <button
          type="button"
          className="example-button"
          disabled={!connection.isConnected || disconnect.isPending}
          onClick={() => disconnect.mutate()}
        >
          Disconnect with wagmi
        </button>
      </div>
      {connect.error && (
        <p role="alert" className="example-error">
          {connect.error.message.split('\n')[0]}
        </p>
      )}
    </section>
  )
}
