import { useConnection, useSwitchChain } from 'wagmi'

/** wagmi's useSwitchChain: the switch goes through Foyer (its SwitchNetwork view shows the wait). */
export function SwitchChainCard() {
  const connection = useConnection()
  const switchChain = useSwitchChain()
  return (
    <section className="example-card" aria-labelledby="switch-title">
      <h2 id="switch-title">Switch chain with wagmi</h2>
      <div className="example-actions">
        {switchChain.chains.map((chain) => (
          <button
            key={chain.id}
            type="button"
            className="example-button"
            disabled={!connection.isConnected || switchChain.isPending || connection.chainId === chain.id}
            onClick={() => switchChain.mutate({ chainId: chain.id })}
          >
            Switch to {chain.name}
          </button>
        ))}
      </div>
      {switchChain.error && (
        <p role="alert" className="example-error">
          {switchChain.error.message.split('\n')[0]}
        </p>
      )}
    </section>
  )
}
