import { ConnectButton, NetworkButton } from '@foyer/react'
import { AccountCard } from './AccountCard.tsx'
import { SendTransactionCard } from './SendTransactionCard.tsx'
import { SignMessageCard } from './SignMessageCard.tsx'
import { SwitchChainCard } from './SwitchChainCard.tsx'

/** Foyer's buttons in the header; below, cards that use wagmi's hooks alone. */
export function App() {
  return (
    <>
      <header className="example-header">
        <h1>Foyer inside wagmi</h1>
        <div className="example-buttons">
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main className="example-main">
        <AccountCard />
        <SignMessageCard />
        <SendTransactionCard />
        <SwitchChainCard />
      </main>
    </>
  )
}
