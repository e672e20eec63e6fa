/** ARCHITECTURE.md "Rules of the house": arrows point down only, no cycles anywhere. */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
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
        path: '(^packages/(react|evm|solana|bitcoin|polkadot|walletconnect)/|^apps/|^services/|node_modules/(react|react-dom|viem|mipd|@solana|@walletconnect|@reown|@polkadot|ethers)/)',
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
      from: { path: '^packages/(evm|solana|bitcoin|polkadot)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '(^packages/(react|evm|solana|bitcoin|polkadot)/|^apps/|^services/|node_modules/react)',
        pathNot: '^packages/$1/',
      },
    },
    {
      name: 'packages-never-import-apps-or-services',
      severity: 'error',
      from: { path: '^packages/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(apps|services)/' },
    },
    {
      name: 'apps-and-services-use-public-entry-points',
      comment: 'An app imports a package by its name, not by reaching into its src.',
      severity: 'error',
      from: { path: '^(apps|services|e2e)/' },
      to: { path: '^packages/[^/]+/src/(?!index\\.ts$)', pathNot: '^packages/react/src/styles/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data)/' },
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
