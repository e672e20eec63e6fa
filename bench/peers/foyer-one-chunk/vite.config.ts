import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Foyer's bench page again (../foyer: the same index.html and main.tsx), built with the one Vite option the quick
// start suggests for a single-page app: every module the entry imports statically in the entry's own file. Vite 8's
// Rolldown otherwise moves the modules the entry shares with lazy chunks into four small files of their own
// (rolldown/rolldown#10731), fetched before the button; Rollup merged them. The lazy chunks stay as they were.
export default defineConfig({
  root: fileURLToPath(new URL('../foyer', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    target: 'es2022',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
})
