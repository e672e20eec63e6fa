import { fileURLToPath } from 'node:url'
import { mergeConfig } from 'vite'
import foyerPage from '../foyer/vite.config.ts'

// Foyer's bench page again (../foyer: its config, index.html and main.tsx), built with the one Vite option the quick
// start suggests for a single-page app on Vite 8.0–8.3: every module the entry imports statically in the entry's own
// file. Those Vites' Rolldown moves the modules the entry shares with lazy chunks into four small files of their own
// (rolldown/rolldown#10731), fetched before the button; Rollup merged them. Vite 8.4, the workspace's, no longer
// splits them, so this page now builds as ../foyer does; it stays to show the option costs nothing there.
export default mergeConfig(foyerPage, {
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
})
