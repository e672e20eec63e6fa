import { expect, test } from 'vitest'
import { headings, interfaceKeys, readPage } from './siteFiles.ts'

// Every option a dapp can pass has a heading of its own (with its default and an example under it).
const optionsPage = new Set(headings(readPage('guide/options.md'), 3))
const adaptersPage = new Set(headings(readPage('guide/adapters.md'), 3))
const adaptersText = readPage('guide/adapters.md')

const OPTIONS_PAGE = [
  ['packages/core/src/client/options.ts', 'FoyerOptions'],
  ['packages/core/src/client/options.ts', 'Features'],
  ['packages/core/src/siwx/siwxTypes.ts', 'SiwxConfig'],
  ['packages/react/src/FoyerProvider.tsx', 'FoyerProviderProps'],
] as const

// The adapters' options: a heading each where the option is the adapter's own, else named in its section's text
// (walletConnect, embeddedWallet and fetch mean the same in every adapter).
const ADAPTERS_PAGE = [
  ['packages/walletconnect/src/types.ts', 'WalletConnectOptions'],
  ['packages/evm/src/buildEvmAdapter.ts', 'EvmAdapterOptions'],
  ['packages/solana/src/buildSolanaAdapter.ts', 'SolanaAdapterOptions'],
  ['packages/bitcoin/src/buildBitcoinAdapter.ts', 'BitcoinAdapterOptions'],
  ['packages/polkadot/src/buildPolkadotAdapter.ts', 'PolkadotAdapterOptions'],
  ['packages/core/src/embedded/createEmbeddedWallet.ts', 'EmbeddedWalletOptions'],
  ['packages/wagmi/src/foyerConnector.ts', 'FoyerConnectorParameters'],
] as const

const cases = (list: readonly (readonly [string, string])[]) =>
  list.flatMap(([path, name]) => interfaceKeys(path, name).map((key) => [`${name}.${key}`, key] as const))

test.each(cases(OPTIONS_PAGE))('the options page documents %s', (_, key) => {
  expect(optionsPage).toContain(key)
})

test.each(cases(ADAPTERS_PAGE))('the adapters page documents %s', (_, key) => {
  expect(adaptersPage.has(key) || adaptersText.includes(`\`${key}\``)).toBe(true)
})

test('the options are read from the sources, not an empty list', () => {
  expect(cases(OPTIONS_PAGE).length).toBeGreaterThan(40)
})
