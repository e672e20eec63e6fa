import {
  ConnectButton,
  NetworkButton,
  useFoyerAccount,
  useFoyerBalance,
  useFoyerEvents,
  useFoyerNetwork,
} from '@foyer/react'
import { useState } from 'react'
import { OpenViewCard } from './OpenViewCard.tsx'
import { SignMessageCard } from './SignMessageCard.tsx'

function AccountCard() {
  const account = useFoyerAccount()
  const network = useFoyerNetwork()
  const balance = useFoyerBalance()
  return (
    <section className="demo-card" aria-labelledby="account-title">
      <h2 id="account-title">Your connection</h2>
      <dl className="demo-facts">
        <dt>Status</dt>
        <dd data-testid="account-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="account-address" className="demo-mono">
          {account.address ?? '—'}
        </dd>
        <dt>Network</dt>
        <dd data-testid="account-network">
          {network.isUnsupported ? 'Unsupported network' : `${network.network?.name} (${network.caipNetworkId})`}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="account-balance">{balance.loading ? 'Loading…' : (balance.formatted ?? '—')}</dd>
      </dl>
    </section>
  )
}

function EventLog() {
  const [entries, setEntries] = useState<string[]>([])
  const add = (line: string) => setEntries((previous) => [line, ...previous].slice(0, 8))
  useFoyerEvents('CONNECT_SUCCESS', (event) => add(`Connected ${event.address}`))
  useFoyerEvents('CONNECT_ERROR', (event) => add(`Connect failed: ${event.message}`))
  useFoyerEvents('SWITCH_NETWORK', (event) => add(`Network ${event.caipNetworkId}`))
  useFoyerEvents('DISCONNECT_SUCCESS', () => add('Disconnected'))
  return (
    <section className="demo-card" aria-labelledby="events-title">
      <h2 id="events-title">Events</h2>
      {entries.length === 0 ? (
        <p className="demo-muted">Nothing yet. Connect a wallet to see events arrive.</p>
      ) : (
        <ol className="demo-events" data-testid="event-log">
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only and short
            <li key={index}>{entry}</li>
          ))}
        </ol>
      )}
    </section>
  )
}

export function App() {
  return (
    <div className="demo">
      <header className="demo-header">
        <span className="demo-brand">Foyer demo</span>
        <nav className="demo-actions" aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="demo-main">
        <h1>Connect a wallet, the open way</h1>
        <p className="demo-muted">
          This page runs entirely on your machine: a local devnet, a Dev Wallet, and the Foyer modal. Press{' '}
          <strong>Connect Wallet</strong> to begin.
        </p>
        <div className="demo-grid">
          <AccountCard />
          <SignMessageCard />
          <OpenViewCard />
          <EventLog />
        </div>
      </main>
    </div>
  )
}
