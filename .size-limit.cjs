// Bundle budgets (issue 2), in gzip bytes, read from the built demo's Vite manifest so they measure exactly
// the files a browser loads. `npm run size` builds first.
const { readFileSync } = require('node:fs')
const { join } = require('node:path')

const dist = join(__dirname, 'apps/demo/dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

/** A chunk and everything it imports statically: what the browser fetches before the chunk runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen)
  return seen
}
const files = (keys) => [...keys].map((key) => join(dist, manifest[key].file))
const chunkFor = (pattern) => {
  const key = Object.keys(manifest).find((name) => pattern.test(name))
  if (!key) throw new Error(`No chunk in the demo's manifest matches ${pattern}`)
  return key
}

/** The stylesheets the browser loads with those chunks of a Vite build (its manifest lists each chunk's own). */
const stylesheetsOf = (built, directory, keys) =>
  [...new Set([...keys].flatMap((key) => built[key].css ?? []))].map((file) => join(directory, file))

const firstLoad = staticClosure('index.html')
const modalShellClosure = staticClosure(chunkFor(/packages\/react\/src\/modal\/ModalShell\.tsx$/))
// Right after its first render the page loads the client's wiring and the adapters it configures (issue 19): the
// demo configures all four chains and WalletConnect.
const afterFirstRender = new Set(
  [
    /packages\/core\/src\/client\/wireFoyerClient\.ts$/,
    /packages\/evm\/src\/buildEvmAdapter\.ts$/,
    /packages\/solana\/src\/buildSolanaAdapter\.ts$/,
    /packages\/bitcoin\/src\/buildBitcoinAdapter\.ts$/,
    /packages\/polkadot\/src\/buildPolkadotAdapter\.ts$/,
    /packages\/walletconnect\/src\/buildWalletConnect\.ts$/,
  ]
    .flatMap((pattern) => [...staticClosure(chunkFor(pattern))])
    .filter((key) => !firstLoad.has(key)),
)
const modalShell = [...modalShellClosure].filter((key) => !firstLoad.has(key) && !afterFirstRender.has(key))
const alreadyLoaded = new Set([...firstLoad, ...afterFirstRender, ...modalShell])
const sendAndActivity = new Set(
  [
    /packages\/react\/src\/views\/Send\/SendView\.tsx$/,
    /packages\/react\/src\/views\/Send\/SendPreviewView\.tsx$/,
    /packages\/react\/src\/views\/Activity\/ActivityList\.tsx$/,
  ]
    .flatMap((pattern) => [...staticClosure(chunkFor(pattern))])
    .filter((key) => !alreadyLoaded.has(key)),
)

// Coinbase's SDK (issue 15), which the demo configures: a dynamic import reached only when the visitor chooses Coinbase
// Wallet. What it fetches then, beyond the page and the modal.
const coinbaseSdkKey = chunkFor(/@coinbase\/wallet-sdk\/dist\/index\.js$/)
if (alreadyLoaded.has(coinbaseSdkKey)) throw new Error("Coinbase's SDK is in the page's first chunks, not a lazy one")
const coinbaseSdk = [...staticClosure(coinbaseSdkKey)].filter((key) => !alreadyLoaded.has(key))

// Foyer's own WalletConnect client (crypto, relay socket, sign protocol): fetched when a visitor picks
// WalletConnect or a stored session is restored. The official SDK it replaced weighed about 135 KB here.
const walletConnectClient = [...staticClosure(chunkFor(/packages\/walletconnect\/src\/dapp\/dappModule\.ts$/))].filter(
  (key) => !alreadyLoaded.has(key),
)

// The minimal dapps of bench/size (built by `npm run build`): EVM with WalletConnect, and the same with Solana.
const fixtureDist = join(__dirname, 'bench/size/dist')
const fixture = JSON.parse(readFileSync(join(fixtureDist, '.vite/manifest.json'), 'utf8'))
function fixtureClosure(key, seen = new Set()) {
  if (seen.has(key) || !fixture[key]) return seen
  seen.add(key)
  for (const imported of fixture[key].imports ?? []) fixtureClosure(imported, seen)
  return seen
}
const evmDapp = fixtureClosure('evm.html')
const addedTo = (page) => [...fixtureClosure(page)].filter((key) => !evmDapp.has(key))
const solanaShare = addedTo('evmSolana.html')
const fixtureFiles = (keys) => [...keys].map((key) => join(fixtureDist, fixture[key].file))
const firstLoadStylesheets = stylesheetsOf(manifest, dist, firstLoad)

// Issue 19: Foyer's own JS before the button at most 20 KB gzip over React alone (bench/size/react.tsx: a button that
// opens a two-item list), with EVM + WalletConnect and with EVM + Solana + the embedded wallet configured. The floor is
// weighed here the way size-limit weighs (gzip of each file), so the two limits move with React's own bytes.
const gzipBytes = (files) =>
  files.reduce((sum, file) => sum + require('node:zlib').gzipSync(readFileSync(file), { level: 9 }).length, 0)
const reactAlone = gzipBytes(fixtureFiles(fixtureClosure('react.html')))
// size-limit's KB is 1,000 bytes.
const overReactAlone = (kb) => `${(reactAlone + kb * 1000) / 1000} KB`
const evmSolanaEmbedded = fixtureClosure('evmSolanaEmbedded.html')

// `@foyer/core/embedded-wallet` (issue 12): what createEmbeddedWallet adds to a page that already has @foyer/core,
// before the visitor picks email. Bundled here with esbuild beside core's entry, so code both share (the error
// catalogue) lands in a shared chunk and only the embedded wallet's own chunks are weighed; the frame client is a
// dynamic import and is not.
const embeddedDist = require('node:fs').mkdtempSync(join(require('node:os').tmpdir(), 'foyer-embedded-size-'))
const embeddedBuild = require('esbuild').buildSync({
  entryPoints: {
    core: join(__dirname, 'packages/core/src/index.ts'),
    embeddedWallet: join(__dirname, 'packages/core/src/embedded/createEmbeddedWallet.ts'),
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  outdir: embeddedDist,
  metafile: true,
  logLevel: 'silent',
})
function esbuildClosure(output, seen = new Set()) {
  if (seen.has(output)) return seen
  seen.add(output)
  for (const { path, kind } of embeddedBuild.metafile.outputs[output].imports) {
    if (kind === 'import-statement') esbuildClosure(path, seen)
  }
  return seen
}
const embeddedOutput = (name) =>
  Object.keys(embeddedBuild.metafile.outputs).find((output) => output.endsWith(`/${name}.js`))
const coreClosure = esbuildClosure(embeddedOutput('core'))
const embeddedWalletEntry = [...esbuildClosure(embeddedOutput('embeddedWallet'))]
  .filter((output) => !coreClosure.has(output))
  .map((output) => join(process.cwd(), output))

// `@foyer/wagmi` (issue 15): the connector as a dapp on wagmi adds it. viem and @foyer/core are left out (the dapp
// already has both); @wagmi/core is bundled in, so whatever wagmi code the connector pulled in at runtime would count
// here (it takes only wagmi's types, so one build serves wagmi 2 and 3).
const wagmiDist = require('node:fs').mkdtempSync(join(require('node:os').tmpdir(), 'foyer-wagmi-size-'))
require('esbuild').buildSync({
  entryPoints: { wagmiConnector: join(__dirname, 'packages/wagmi/src/index.ts') },
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  outdir: wagmiDist,
  external: ['viem', '@foyer/core'],
  logLevel: 'silent',
})

module.exports = [
  {
    name: 'page before the Connect button is visible (React included)',
    path: files(firstLoad),
    // 115.86 KB before issue 19 moved the client's wiring and the adapters to a chunk loaded after the first render.
    // 93.55 KB on Vite 8.3, which split four small first-load files out of the entry (rolldown#10731); 92.03 on 8.4.
    limit: '93 KB',
    gzip: true,
  },
  {
    // Issue 19: the theme, the page buttons and the loading overlay, which block the page's scripts and first paint.
    // The modal's styles came with it until they moved to the modal's chunk: 7.4 KB before.
    name: "the page's stylesheet, before the Connect button",
    path: stylesheetsOf(fixture, fixtureDist, evmDapp),
    limit: '2.5 KB',
    gzip: true,
  },
  {
    name: "the modal's and the toast's stylesheet, loaded with the modal's chunk",
    path: stylesheetsOf(manifest, dist, modalShellClosure).filter((file) => !firstLoadStylesheets.includes(file)),
    limit: '6.5 KB',
    gzip: true,
  },
  {
    name: "the client's wiring and the demo's adapters, loaded right after the page's first render",
    path: files(afterFirstRender),
    // 29.89 KB on Vite 8.3; 28.47 on 8.4.
    limit: '29.5 KB',
    gzip: true,
  },
  {
    name: 'modal shell + Connect view, loaded on the first click',
    path: files(modalShell),
    // 19.18 KB until Connect's email field and social logins became a part of their own (a dapp without the embedded
    // wallet never fetches it), and the header's titles left the features' texts.
    limit: '17.5 KB',
    gzip: true,
  },
  {
    name: 'send + activity views, loaded when first opened',
    path: files(sendAndActivity),
    limit: '25 KB',
    gzip: true,
  },
  {
    name: 'WalletConnect client, loaded when a visitor picks WalletConnect',
    path: files(walletConnectClient),
    limit: '36 KB',
    gzip: true,
  },
  {
    name: 'a dapp with EVM and WalletConnect, before its Connect button (React included)',
    path: fixtureFiles(evmDapp),
    // Issue 19 moved the client's wiring (flows, discovery, restoring connections) and every adapter's code (and
    // WalletConnect's) out of the first chunk: the page carries the options, storage and the stores, and loads the rest
    // right after its first render (core/client/createPageClient.ts). 103.86 KB before, 83.4 KB after.
    // 83.87 KB until the modal's stylesheet moved to its chunk: the modal's import now names the stylesheet too.
    // 83.99 KB on Vite 8.3 (its first-load split repeated Rolldown's runtime and imports across five files); 81.63 on 8.4.
    // 79.63 KB once the error catalogue left the first chunk (core/errors/foyerError.ts).
    limit: '80.5 KB',
    gzip: true,
  },
  {
    name: 'a dapp with EVM, Solana and the embedded wallet, before its Connect button (React included)',
    path: fixtureFiles(evmSolanaEmbedded),
    // 85.68 KB on Vite 8.3; 83.14 on 8.4; 81.19 once the error catalogue left the first chunk.
    limit: '82 KB',
    gzip: true,
  },
  {
    name: "the EVM + WalletConnect dapp: at most React alone + 20 KB (Foyer's own JS, issue 19)",
    path: fixtureFiles(evmDapp),
    limit: overReactAlone(20),
    gzip: true,
  },
  {
    name: "the EVM + Solana + embedded wallet dapp: at most React alone + 20 KB (Foyer's own JS, issue 19)",
    path: fixtureFiles(evmSolanaEmbedded),
    limit: overReactAlone(20),
    gzip: true,
  },
  {
    name: 'what configuring Solana beside EVM adds before the Connect button',
    path: fixtureFiles(solanaShare),
    // The network and the deferred factory: the adapter itself loads after the first render (issue 19; 4.03 KB before).
    limit: '1.2 KB',
    gzip: true,
  },
  {
    name: 'what configuring Bitcoin beside EVM adds before the Connect button',
    path: fixtureFiles(addedTo('evmBitcoin.html')),
    limit: '1.2 KB',
    gzip: true,
  },
  {
    name: 'what configuring Polkadot beside EVM adds before the Connect button',
    path: fixtureFiles(addedTo('evmPolkadot.html')),
    limit: '1.2 KB',
    gzip: true,
  },
  {
    name: "Coinbase's SDK, loaded when a visitor chooses Coinbase Wallet",
    path: files(coinbaseSdk),
    // 36.2 KB until keccak-256 left the after-first-render load (the EVM address checks load on connect): the SDK
    // shares it, so it is counted here now, not new weight.
    limit: '41 KB',
    gzip: true,
  },
  {
    name: '@foyer/core/embedded-wallet before the visitor picks email (beyond @foyer/core)',
    path: embeddedWalletEntry,
    limit: '2 KB',
    gzip: true,
  },
  {
    name: '@foyer/wagmi, the connector a wagmi dapp adds (without viem and @foyer/core)',
    path: [join(wagmiDist, 'wagmiConnector.js')],
    limit: '1.5 KB',
    gzip: true,
  },
]
