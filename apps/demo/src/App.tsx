import type { ChainNamespace } from '@foyer/core'
import {
  ConnectButton,
  formatBalance,
  NetworkButton,
  useDisconnect,
  useFoyerAccount,
  useFoyerBalance,
  useFoyerEvents,
  useFoyerNetwork,
  useWalletInfo,
} from '@foyer/react'
import { useState } from 'react'
import { BitcoinPaymentCard } from './BitcoinPaymentCard.tsx'
import { DappTransactionCard } from './DappTransactionCard.tsx'
import { OpenViewCard } from './OpenViewCard.tsx'
import { AccountTypeFact, SendBatchCard } from './SendBatchCard.tsx'
import { SendTransactionCard } from './SendTransactionCard.tsx'
import { SignInCard } from './SignInCard.tsx'
import { SignMessageCard } from './SignMessageCard.tsx'

/** Token balances from the Foyer API (native + ERC-20, priced), as useFoyerBalance().tokens gives them. */
function TokenList() {
  const { tokens, tokensLoading, tokensError } = useFoyerBalance()
  if (tokensError) return <span role="alert">{tokensError}</span>
  if (tokensLoading && tokens.length === 0) return <span>Loading…</span>
  if (tokens.length === 0) return <span>—</span>
  return (
    <ul className="demo-tokens" data-testid="account-tokens">
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
          <span className="demo-mono">{formatBalance(token.quantity.numeric, token.symbol)}</span>
          {typeof token.value === 'number' && <span className="demo-muted"> ${token.value.toFixed(2)}</span>}
        </li>
      ))}
    </ul>
  )
}

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
        <AccountTypeFact />
        <dt>Network</dt>
        <dd data-testid="account-network">
          {network.isUnsupported ? 'Unsupported network' : `${network.network?.name} (${network.caipNetworkId})`}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="account-balance">{balance.loading ? 'Loading…' : (balance.formatted ?? '—')}</dd>
        <dt>Tokens</dt>
        <dd>
          <TokenList />
        </dd>
      </dl>
    </section>
  )
}

/** The chains the demo offers, each with its own connection. */
const CHAINS: readonly { namespace: ChainNamespace; label: string }[] = [
  { namespace: 'eip155', label: 'Ethereum' },
  { namespace: 'solana', label: 'Solana' },
  { namespace: 'bip122', label: 'Bitcoin' },
  { namespace: 'polkadot', label: 'Polkadot' },
]

/** Every chain the dapp offers, each with its own connection: the dapp reads them all at once. */
function ChainsCard() {
  return (
    <section className="demo-card" aria-labelledby="chains-title">
      <h2 id="chains-title">Each chain</h2>
      <dl className="demo-facts">
        {CHAINS.map(({ namespace, label }) => (
          <ChainRow key={namespace} namespace={namespace} label={label} />
        ))}
      </dl>
    </section>
  )
}

function ChainRow({ namespace, label }: { namespace: ChainNamespace; label: string }) {
  const account = useFoyerAccount({ namespace })
  const { walletInfo: wallet } = useWalletInfo({ namespace })
  const { disconnect } = useDisconnect({ namespace })
  return (
    <div className="demo-fact-row">
      <dt>{label}</dt>
      <dd>
        <span data-testid={`connection-${namespace}`} className="demo-mono">
          {account.isConnected ? `${wallet?.name ?? 'Wallet'} · ${account.address}` : account.status}
        </span>
        {account.isConnected && (
          <button type="button" className="demo-button demo-button--quiet" onClick={() => void disconnect()}>
            Disconnect {label}
          </button>
        )}
      </dd>
    </div>
  )
}

function EventLog() {
  const [entries, setEntries] = useState<string[]>([])
  const add = (line: string) => setEntries((previous) => [line, ...previous].slice(0, 8))
  useFoyerEvents('CONNECT_SUCCESS', (event) => add(`Connected ${event.address}`))
  useFoyerEvents('CONNECT_ERROR', (event) => add(`Connect failed: ${event.message}`))
  useFoyerEvents('SWITCH_NETWORK', (event) => add(`Network ${event.caipNetworkId}`))
  useFoyerEvents('DISCONNECT_SUCCESS', () => add('Disconnected'))
  useFoyerEvents('SIWX_AUTH_SUCCESS', (event) => add(`Signed in on ${event.caipNetworkId}`))
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
          <strong>Connect Wallet</strong> to begin. To connect a phone-style wallet, open the{' '}
          <a href="/wallet/" target="_blank" rel="noopener">
            WalletConnect test wallet
          </a>{' '}
          and pick WalletConnect.
        </p>
        <div className="demo-grid">
          <AccountCard />
          <ChainsCard />
          <SignInCard />
          <SignMessageCard />
          <SendTransactionCard />
          <SendBatchCard />
          <DappTransactionCard />
          <BitcoinPaymentCard />
          <OpenViewCard />
          <EventLog />
        </div>
      </main>
    </div>
  )
}
