import { useState } from 'react'
import { createRoot } from 'react-dom/client'

/** The floor: a Connect button that opens a two-item list, and nothing else. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-label="Connect a wallet">
          <ul className="wallet-list">
            <li>
              <button type="button">WalletConnect</button>
            </li>
            <li>
              <button type="button">Browser wallet</button>
            </li>
          </ul>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<Page />)
