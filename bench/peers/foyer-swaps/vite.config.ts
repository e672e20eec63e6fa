import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import foyerPage from '../foyer/vite.config.ts'

// Foyer's bench page again (../foyer: its config, index.html and main.tsx) with swaps and buying crypto on, as a
// fuller dapp (the demo) has them: what turning features on costs before the button. Restricted regions then ask
// for the visitor's time zone at `createFoyer`; the fifteenth pass of docs/bench-peers.md found that costing 12 ms.
export default mergeConfig(foyerPage, {
  define: { 'import.meta.env.VITE_BENCH_FEATURES': JSON.stringify('swaps,onramp') },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)) },
})
