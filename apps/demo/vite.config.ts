import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The Safe's provider is CommonJS: its require() of the Safe Apps SDK would bundle the SDK's CommonJS build and
    // viem's whole CommonJS build with it (docs/connectors-safe.md). The SDK's ES build shares the page's viem.
    alias: [
      {
        find: /^@safe-global\/safe-apps-sdk$/,
        replacement: fileURLToPath(import.meta.resolve('@safe-global/safe-apps-sdk')),
      },
    ],
  },
  build: {
    manifest: true,
    target: 'es2022',
    // Vite's modulepreload polyfill is not needed by the browsers Foyer supports.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The WalletConnect test wallet is a second page of the same origin, served at /wallet/.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        wallet: fileURLToPath(new URL('./wallet/index.html', import.meta.url)),
      },
    },
  },
})
