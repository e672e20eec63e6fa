import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

const here = dirname(fileURLToPath(import.meta.url))

const config: NextConfig = {
  // Foyer's workspace packages hand out TypeScript source; Next compiles them with the app (and bundles them for
  // the server instead of asking Node to import .ts). Built packages need no entry here, and are harmless in it.
  transpilePackages: [
    '@foyer/core',
    '@foyer/devnet',
    '@foyer/evm',
    '@foyer/protocol',
    '@foyer/react',
    '@foyer/test-wallets',
    '@foyer/walletconnect',
  ],
  // The workspace is the root Turbopack resolves from: the packages live beside this app, not under it.
  turbopack: { root: join(here, '../..') },
  // The repository's own `tsc` checks this app with everything else (tsconfig.json at the root).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
}

export default config
