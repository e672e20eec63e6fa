import { createBitcoinAdapter } from '@foyer/bitcoin'
import { createEmbeddedWallet } from '@foyer/core/embedded-wallet'
import { coinbaseWallet, createEvmAdapter, ledger, safe } from '@foyer/evm'
import { createPolkadotAdapter } from '@foyer/polkadot'
import { createFoyer, FoyerProvider } from '@foyer/react'
import { createSolanaAdapter } from '@foyer/solana'
import { createWalletConnect } from '@foyer/walletconnect'
import '@foyer/react/styles.css'
import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { foyerBitcoinRegtest, foyerDevnet, foyerDevnetL2, foyerPolkadotDevnet, foyerSolanaDevnet } from './networks.ts'
import './demo.css'

// WalletConnect through the local relay, which the demo server serves at /relay; its client loads only when the
// visitor picks WalletConnect or a WalletConnect session is restored. Every adapter shares it: one session carries
// the EVM, Solana, Bitcoin and Polkadot accounts the wallet grants.
const DEMO_NETWORKS = [foyerDevnet, foyerDevnetL2, foyerSolanaDevnet, foyerBitcoinRegtest, foyerPolkadotDevnet] as const

const walletConnect = createWalletConnect({
  projectId: 'foyer-demo',
  relayUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/relay`,
  metadata: {
    name: 'Foyer demo',
    description: 'Every Foyer feature, on a local devnet',
    url: window.location.origin,
    icons: [],
  },
  // `?wcPairingMs=` shortens the 4-minute pairing (SPEC §9) so a test can watch it renew.
  pairingLifetimeMs: Number(new URLSearchParams(window.location.search).get('wcPairingMs')) || undefined,
  rpcMap: Object.fromEntries(
    DEMO_NETWORKS.map((network) => [network.caipNetworkId, network.rpcUrls.default.http[0] ?? '']),
  ),
})

// The embedded wallet (email login) lives in a frame on the secure site's own origin; the demo server names it in a
// meta tag. Without one (a build served by something else) the demo simply has no email login.
const secureSiteUrl = document.querySelector<HTMLMetaElement>('meta[name="foyer-secure-site"]')?.content
const embeddedWallet = secureSiteUrl ? createEmbeddedWallet({ secureSiteUrl }) : undefined

// Sign-in is off by default; `?signIn=optional|required` turns it on, `&emailCapture=1` asks for an email first.
const params = new URLSearchParams(window.location.search)
const signIn = params.get('signIn')

// The wallet list (SPEC §9) is the registry's own unless the page asks otherwise: `?featuredWallets=rainbow,zerion`
// shows those first, `?excludeWallets=metamask` leaves wallets out, and `?customWallet=1` adds the WalletConnect
// test wallet (at /wallet/) as a custom wallet.
const idList = (name: string) => params.get(name)?.split(',').filter(Boolean)
const walletList = {
  ...(idList('featuredWallets') ? { featuredWalletIds: idList('featuredWallets') } : {}),
  ...(idList('excludeWallets') ? { excludeWalletIds: idList('excludeWallets') } : {}),
  ...(params.get('customWallet') === '1'
    ? {
        customWallets: [
          {
            id: 'foyer-test-wallet',
            name: 'Foyer Test Wallet',
            homepage: `${window.location.origin}/wallet/`,
            webapp_link: `${window.location.origin}/wallet/`,
            // Its app link, as a phone opens a wallet app: the page at /wallet/wc?uri=… pairs at once.
            mobile_link: `${window.location.origin}/wallet/`,
          },
        ],
      }
    : {}),
}

const foyer = createFoyer({
  // The demo server forwards /api to the local Foyer API, so the page talks only to its own origin.
  projectId: 'foyer-demo',
  apiUrl: `${window.location.origin}/api`,
  networks: DEMO_NETWORKS,
  adapters: [
    createEvmAdapter({
      walletConnect,
      embeddedWallet,
      connectors: [
        // Coinbase's SDK loads when the visitor chooses it; offline, its keys popup is the demo's own stand-in page.
        coinbaseWallet({ appName: 'Foyer demo', keysUrl: `${window.location.origin}/coinbase-keys/connect` }),
        // The local Safe web app (apps/safe-host) on loopback; a dapp listed in Safe{Wallet} keeps the default.
        safe({ allowedDomains: [/^http:\/\/127\.0\.0\.1:\d+$/] }),
        // `?ledger=1` lists Ledger (WebHID/WebUSB); off by default, since every Chromium here would list it.
        ...(params.get('ledger') === '1' ? [ledger({ derivation: 'bip44' })] : []),
      ],
    }),
    createSolanaAdapter({ walletConnect, embeddedWallet }),
    createBitcoinAdapter({ walletConnect }),
    createPolkadotAdapter({ walletConnect, appName: 'Foyer demo' }),
  ],
  embeddedWallet,
  metadata: { name: 'Foyer demo', description: 'Every Foyer feature, on a local devnet' },
  themeMode: 'system',
  // The log "Copy diagnostics" hands to support: the demo keeps one, as a dapp that wants help would.
  enableLogger: true,
  ...(signIn === 'optional' || signIn === 'required'
    ? {
        siwx: { required: signIn === 'required', statement: 'Sign in to the Foyer demo' },
      }
    : {}),
  features: {
    email: embeddedWallet !== undefined,
    emailCapture: params.get('emailCapture') === '1',
    // Issue 14: Account's Swap button, against the devnet's pools (off by default for a dapp; the demo shows it).
    swaps: true,
    // `?legal=1` shows Connect's legal checkbox (SPEC §9: off by default) with the demo's own two pages.
    legalCheckbox: params.get('legal') === '1',
    // Buying crypto through the local stack's sandbox provider (docs/onramp.md).
    onramp: true,
  },
  termsConditionsUrl: '/terms.html',
  privacyPolicyUrl: '/privacy.html',
  ...walletList,
})

// The Dev Wallet is a test tool, not part of Foyer: it loads beside the app so a newcomer can connect without an
// extension. `?devWallet=evm` injects its EVM side alone (a wallet's in-app browser); `?devWallet=off` leaves it out (the e2e tests use that to see the page with no wallet);
// `?secondWallet=1` adds a second one.
if (params.get('devWallet') !== 'off') {
  void import('./devWallet.ts').then(({ startDevWallet }) =>
    startDevWallet({ second: params.get('secondWallet') === '1', evmOnly: params.get('devWallet') === 'evm' }),
  )
}

/**
 * Marks the page once the last visit's connections are restored or known not to come back (the e2e journeys wait
 * for it before asserting what a reload kept). Asked from an effect, after the first render, so the client's wiring
 * still loads once the button is on screen (decision 0013).
 */
function MarkWhenReady() {
  useEffect(() => {
    void foyer.ready().then(() => {
      document.documentElement.dataset.foyerReady = 'true'
    })
  }, [])
  return null
}

// On a phone Foyer prepares the WalletConnect pairing as soon as Connect shows, so a tap opens a wallet app at once;
// the e2e journeys wait for it before they tap, as a visitor's tap comes a moment after the list appears.
foyer.stores.walletConnect.subscribe((state) => {
  document.documentElement.dataset.foyerPairing = state.uri ? 'ready' : 'none'
})

const root = document.getElementById('root')
if (!root) throw new Error('The demo page has no #root element')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider client={foyer} locale={new URLSearchParams(location.search).get('locale') ?? undefined}>
      <MarkWhenReady />
      <App />
    </FoyerProvider>
  </StrictMode>,
)
