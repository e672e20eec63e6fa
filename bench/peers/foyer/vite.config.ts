import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Foyer's page of the side-by-side bench, built from the workspace's own packages with the workspace's Vite (as
// bench/size is), with the same settings as every peer's page.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    target: 'es2022',
    emptyOutDir: true,
  },
})
