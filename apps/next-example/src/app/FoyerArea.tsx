'use client'

import { createEvmAdapter } from '@foyer/evm'
import { ConnectButton, createFoyer, FoyerProvider, NetworkButton } from '@foyer/react'
import { type ReactNode, useEffect, useState } from 'react'
import { exampleNetworks } from '../networks.ts'
import { SignInPanel } from './SignInPanel.tsx'

export interface FoyerAreaProps {
  /** The site's origin, from the server, so both renders name the same URLs. */
  origin: string
  projectId: string
  children?: ReactNode
}

/**
 * Foyer's client and buttons. A client component, rendered on the server too: the Connect button is in the HTML.
 * The client is made once per render tree — during the server render for that one response (no window there: the
 * page client draws state only, its wiring loads in the browser after hydration), then once in the browser.
 */
export function FoyerArea({ origin, projectId, children }: FoyerAreaProps) {
  const [client] = useState(() =>
    createFoyer({
      projectId,
      // The site forwards /api to the Foyer API (src/app/api): the session cookie lands on this origin.
      apiUrl: `${origin}/api`,
      networks: [...exampleNetworks(origin)],
      adapters: [createEvmAdapter()],
      metadata: {
        name: 'Foyer on Next.js',
        description: 'Server-rendered, signed in through the Foyer API',
        url: origin,
      },
      siwx: { required: false, statement: 'Sign in to the Foyer Next.js example' },
    }),
  )
  useEffect(() => {
    void import('../devWallet.ts').then(({ startDevWallet }) => startDevWallet(origin))
  }, [origin])
  // Marks the page once the wiring has loaded and restored the last visit (the e2e waits for it).
  useEffect(() => {
    void client.ready().then(() => {
      document.documentElement.dataset.foyerReady = 'true'
    })
  }, [client])
  return (
    <FoyerProvider client={client}>
      <header className="example-header">
        <h1>Foyer on Next.js</h1>
        <div className="example-buttons">
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main className="example-main">
        {children}
        <SignInPanel />
      </main>
    </FoyerProvider>
  )
}
