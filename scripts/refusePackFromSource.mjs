// The `prepack` of every published package. In the workspace a package's `exports` point at its TypeScript
// sources and npm does not apply `publishConfig.exports`, so `npm pack` or `npm publish` run in the package's
// folder would ship a manifest that names files the tarball does not hold. scripts/packPackages.ts stages the
// manifest that points at `dist` (and removes this script from it); publish those tarballs (docs/releasing.md).
console.error(
  'Refusing to pack from the workspace: its exports point at src/. Run `npx tsx scripts/packPackages.ts --out <dir>` and publish the tarballs it writes (docs/releasing.md).',
)
process.exit(1)
