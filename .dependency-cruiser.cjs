const { readdirSync, readFileSync } = require('node:fs')
const { join } = require('node:path')

/** Every file a package names in its `exports` map: its public entry points (index and subpaths alike). */
const publicEntries = readdirSync(join(__dirname, 'packages')).flatMap((name) => {
  const manifest = JSON.parse(readFileSync(join(__dirname, 'packages', name, 'package.json'), 'utf8'))
  return Object.values(manifest.exports ?? {}).map(
    (target) => `packages/${name}/${String(target).replace(/^\.\//, '')}`,
  )
})
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** ARCHITECTURE.md "Rules of the house": arrows point down only, no cycles anywhere. */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'foyer-errors-come-with-their-texts',
      comment:
        'FoyerError is imported from errors.ts, which gives the class its catalogue as it loads. Only code in a ' +
        "page's first chunk takes the bare class (foyerError.ts), and it throws only firstLoadErrorMessages.ts's codes.",
      severity: 'error',
      from: {
        path: '^packages/',
        pathNot:
          '^packages/core/src/(errors/|validation/(caip|networks)\\.ts$|options/walletListOptions\\.ts$|embedded/createEmbeddedWallet\\.ts$)|\\.test\\.tsx?$',
      },
      to: { path: '^packages/core/src/errors/foyerError\\.ts$' },
    },
    {
      name: 'protocol-imports-nothing-of-ours',
      comment: '@foyer/protocol holds wire contracts; its only runtime dependency is zod.',
      severity: 'error',
      from: { path: '^packages/protocol/' },
      to: { path: '^(packages/(?!protocol/)|apps/|services/)' },
    },
    {
      name: 'core-knows-no-react-and-no-chain-sdk',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: {
        // `^@solana/`: kit's packages name no 'import' condition, so they stay unresolved, by their bare name.
        path: '(^packages/(react|evm|solana|bitcoin|polkadot|walletconnect)/|^apps/|^services/|node_modules/(react|react-dom|viem|mipd|@solana|@walletconnect|@reown|@polkadot|ethers)/|^@solana/)',
      },
    },
    {
      name: 'react-never-imports-an-adapter',
      severity: 'error',
      from: { path: '^packages/react/' },
      to: {
        path: '(^packages/(evm|solana|bitcoin|polkadot|walletconnect)/|^apps/|^services/|node_modules/(viem|mipd)/)',
      },
    },
    {
      name: 'adapters-point-down',
      comment: 'Adapters import core, protocol and walletconnect only — never React, never another adapter.',
      severity: 'error',
      // Tests and their shared set-up (`.testing.ts`) start the devnets and test wallets.
      from: { path: '^packages/(evm|solana|bitcoin|polkadot)/', pathNot: '\\.test\\.tsx?$|\\.testing\\.ts$' },
      to: {
        path: '(^packages/(react|evm|solana|bitcoin|polkadot)/|^apps/|^services/|node_modules/react)',
        pathNot: '^packages/$1/',
      },
    },
    {
      name: 'wagmi-connector-sits-on-core',
      comment:
        "@foyer/wagmi talks to Foyer's client only (docs/wagmi.md): no React, no adapter, no app. (That it takes only types from @wagmi/core is held by its size entry, which bundles @wagmi/core in if it is imported.)",
      severity: 'error',
      from: { path: '^packages/wagmi/', pathNot: '\\.test\\.tsx?$|\\.testing\\.ts$' },
      to: {
        path: '(^packages/(react|evm|solana|bitcoin|polkadot|walletconnect)/|^apps/|^services/|node_modules/react)',
      },
    },
    {
      name: 'solana-kit-and-curves-stay-lazy',
      comment:
        "@foyer/solana's page chunk stays small (docs/solana.md): @solana/kit, the program clients and @noble/curves are imported only by send/ and siwx/, which load on first use.",
      severity: 'error',
      from: {
        path: '^packages/solana/src/',
        pathNot: '^packages/solana/src/(send|siwx)/|\\.test\\.ts$|\\.testing\\.ts$',
      },
      // A package whose exports name no 'import'/'default' condition (kit's) stays unresolved: its bare name.
      to: { path: '(^|node_modules/)(@solana/kit|@solana-program/|@noble/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'solana-send-and-sign-in-load-on-first-use',
      comment:
        'The rest of @foyer/solana reaches send/ and siwx/ by dynamic import only (their options and the verifier shell excepted).',
      severity: 'error',
      from: { path: '^packages/solana/src/', pathNot: '^packages/solana/src/(send|siwx)/|\\.test\\.ts$' },
      to: {
        path: '^packages/solana/src/(send|siwx)/',
        pathNot: '^packages/solana/src/(send/sendOptions|siwx/solanaSiwxVerifier)\\.ts$',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'polkadot-crypto-stays-lazy',
      comment:
        "@foyer/polkadot's page chunk stays small (docs/polkadot.md): @noble/hashes and @scure/base (SS58, blake2b) (and @noble/curves, @scure/sr25519 for sign-in checks) are imported only by ss58/, balance/, connection/, siwx/ and walletConnect/walletConnectExtension, which load on first use.",
      severity: 'error',
      from: {
        path: '^packages/polkadot/src/',
        pathNot:
          '^packages/polkadot/src/(ss58|balance|connection|siwx)/|^packages/polkadot/src/walletConnect/walletConnectExtension\\.ts$|\\.test\\.ts$|\\.testing\\.ts$',
      },
      to: { path: '(^|node_modules/)(@noble/|@scure/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'polkadot-connection-loads-on-first-use',
      comment:
        'The rest of @foyer/polkadot reaches ss58/, balance/, connection/, siwx/ and the WalletConnect side by dynamic import only (the verifier shell excepted).',
      severity: 'error',
      from: {
        path: '^packages/polkadot/src/',
        pathNot: '^packages/polkadot/src/(ss58|balance|connection|siwx|walletConnect)/|\\.test\\.ts$|\\.testing\\.ts$',
      },
      to: {
        path: '^packages/polkadot/src/((ss58|balance|connection|siwx)/|walletConnect/walletConnectExtension\\.ts$)',
        pathNot: '^packages/polkadot/src/siwx/polkadotSiwxVerifier\\.ts$',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'bitcoin-btc-signer-stays-lazy',
      comment:
        "@foyer/bitcoin's payment code (docs/bitcoin.md): @scure/btc-signer and @noble/* are imported only by payment/, which loads with the first payment, PSBT or fee question.",
      severity: 'error',
      from: {
        path: '^packages/bitcoin/src/',
        pathNot: '^packages/bitcoin/src/(payment|address)/|\\.test\\.ts$|\\.testing\\.ts$',
      },
      to: { path: '(^|node_modules/)(@scure/btc-signer|@noble/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'bitcoin-entry-loads-the-rest-on-first-use',
      comment:
        "@foyer/bitcoin's entry (createBitcoinAdapter and the chain description) stays under 3 KB gzip: discovery, the wallet families, Esplora and payments are reached by dynamic import only, and no codec library is in it.",
      severity: 'error',
      from: {
        path: '^packages/bitcoin/src/(index|createBitcoinAdapter|bitcoinChain|bitcoinAddress|walletConnectConnector)\\.ts$',
      },
      to: {
        path: '^packages/bitcoin/src/(address|connection|discovery|esplora|payment|provider|wallets)/|(^|node_modules/)(@scure/|@noble/|@wallet-standard/app)',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'packages-never-import-apps-or-services',
      severity: 'error',
      from: { path: '^packages/', pathNot: '\\.test\\.tsx?$|\\.testing\\.ts$' },
      to: { path: '^(apps|services)/' },
    },
    {
      name: 'apps-and-services-use-public-entry-points',
      comment: 'An app imports a package by its name, not by reaching into its src.',
      severity: 'error',
      from: { path: '^(apps|services|e2e)/' },
      to: {
        path: '^packages/[^/]+/src/(?!index\\.ts$)',
        pathNot: [...publicEntries.map((entry) => `^${escapeRegExp(entry)}$`), '^packages/react/src/styles/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|\\.next)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
}
