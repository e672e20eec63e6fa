import type { WalletRecord } from './walletRecord.ts'

// Test data: small enough to know every answer by heart. Real wallets are in data/wallets.json.
export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
export const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

const base = {
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  universal_link: null,
  app_store: null,
  play_store: null,
}

export const FIXTURE_WALLETS: WalletRecord[] = [
  {
    ...base,
    id: 'alpha',
    name: 'Alpha Wallet',
    rdns: 'io.alpha',
    chains: ['eip155:1', 'eip155:137'],
    badge: 'certified',
    rank: 1,
    mobile_link: 'alpha://',
    universal_link: 'https://link.alpha.example',
    app_store: 'https://apps.apple.com/app/id1000000001',
    play_store: 'https://play.google.com/store/apps/details?id=example.alpha',
  },
  {
    ...base,
    id: 'beta',
    name: 'Beta Vault',
    rdns: null,
    chains: [SOLANA],
    badge: 'none',
    rank: 2,
    webapp_link: 'https://beta.example',
  },
  { ...base, id: 'gamma', name: 'Gamma 100% Keys', rdns: 'com.gamma', chains: [BITCOIN], badge: 'none', rank: 3 },
  {
    ...base,
    id: 'delta',
    name: 'delta_wallet',
    rdns: 'org.delta',
    chains: ['eip155:1', POLKADOT],
    badge: 'certified',
    rank: 3,
  },
  {
    ...base,
    id: 'echo',
    name: 'Echo',
    rdns: 'app.echo',
    chains: ['eip155:10'],
    badge: 'none',
    rank: 5,
    homepage: 'https://echo.example',
  },
]
