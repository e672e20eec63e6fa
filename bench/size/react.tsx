import { useState } from 'react'
import { createRoot } from 'react-dom/client'

/** React alone: a button that opens a two-item list, the floor Foyer's first load is held to (issue 19). */
function Floor() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Connect Wallet
      </button>
      {open && (
        <ul>
          <li>Browser Wallet</li>
          <li>WalletConnect</li>
        </ul>
      )}
    </>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('The size fixture has no #root element')
createRoot(root).render(<Floor />)
