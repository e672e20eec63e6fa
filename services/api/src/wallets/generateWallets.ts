import type { WalletRecord } from './walletRecord.ts'

export const GENERATED_WALLET_PREFIX = 'loadtest-'
/** Generated wallets rank after every real one, so they never push a real wallet off the first page. */
const GENERATED_RANK_START = 10_000

const ADJECTIVES = [
  'Aurora',
  'Basalt',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quartz',
  'Raven',
  'Summit',
  'Tidal',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
  'Atlas',
  'Beacon',
  'Cinder',
  'Drift',
]
const NOUNS = [
  'Wallet',
  'Vault',
  'Keys',
  'Pay',
  'Safe',
  'Pocket',
  'Pass',
  'Hub',
  'Link',
  'Purse',
  'Ledger',
  'Signer',
  'Chest',
  'Box',
  'Wave',
  'Gate',
  'Nest',
  'Port',
  'Dock',
  'Key',
]
const CHAIN_POOL = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:43114',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  'cosmos:cosmoshub-4',
]

/** mulberry32: a tiny seeded PRNG, so a load test can regenerate exactly the same registry. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `count` realistic-looking fake wallets for load tests, ids `loadtest-000001`…; the same (count, seed) always
 * gives the same list. Homepages and links use the reserved `.example` domain so nothing points at a real site.
 */
export function generateWallets(count: number, seed = 1): WalletRecord[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0, got ${count}`)
  const random = randomSource(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const pad = String(Math.max(count, 1)).length
  const combinations = ADJECTIVES.length * NOUNS.length
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    const adjective = ADJECTIVES[index % ADJECTIVES.length] as string
    const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length] as string
    const round = Math.floor(index / combinations)
    const name = round === 0 ? `${adjective} ${noun}` : `${adjective} ${noun} ${round + 1}`
    const slug = `${adjective}${noun}${round === 0 ? '' : round + 1}`.toLowerCase()
    const chains = CHAIN_POOL.filter(() => random() < 0.35)
    const hasMobile = random() < 0.7
    return {
      id: `${GENERATED_WALLET_PREFIX}${String(number).padStart(pad, '0')}`,
      name,
      rdns: random() < 0.6 ? `example.${slug}` : null,
      homepage: `https://${slug}.example`,
      mobile_link: hasMobile ? `${slug}://` : null,
      desktop_link: random() < 0.15 ? `${slug}://` : null,
      webapp_link: !hasMobile || random() < 0.2 ? `https://app.${slug}.example` : null,
      // Derived rather than drawn, so a seed gives the same wallets it gave before these links existed. No store
      // links: any App Store or Google Play address would be a real app's page.
      universal_link: hasMobile ? `https://link.${slug}.example` : null,
      app_store: null,
      play_store: null,
      chains: chains.length > 0 ? chains : [pick(CHAIN_POOL)],
      badge: random() < 0.05 ? 'certified' : 'none',
      rank: GENERATED_RANK_START + number,
    }
  })
}
